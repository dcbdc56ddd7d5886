export { type CopyLinkApi, type CopyLinkOptions, type CopyLinkStatus, useCopyLink } from './use-copy-link';

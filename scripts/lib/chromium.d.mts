/** The Chromium binary the story tests, Lighthouse and people drive. */
export declare const CHROMIUM_PATH: string;
/** Debian's Chromium headless shell, which the end-to-end and packed-package tests drive. */
export declare const HEADLESS_SHELL_PATH: string;
/** The flags our headless Chromium needs here. */
export declare const CHROMIUM_ARGS: string[];
/** Returns the path of a usable Chromium, or undefined when none can be had. */
export declare function ensureChromium(): string | undefined;
/** Returns the path of a usable Chromium headless shell, or undefined when none can be had. */
export declare function ensureHeadlessShell(): string | undefined;

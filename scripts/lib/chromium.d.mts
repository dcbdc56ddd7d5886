/** The Chromium binary the tests drive. */
export declare const CHROMIUM_PATH: string;
/** The flags our headless Chromium needs here. */
export declare const CHROMIUM_ARGS: string[];
/** Returns the path of a usable Chromium, or undefined when none can be had. */
export declare function ensureChromium(): string | undefined;

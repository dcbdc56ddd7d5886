/* Types for the side-effect import of headless.css: the stories only import it for its rules. */
export {};

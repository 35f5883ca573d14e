export declare const HASHED_FILE: RegExp;

/** The suites' time-limit factor, 1 to 4 (time-scale.cjs). */
export declare function timeScale(suites: string): number;
/** `scaled(ms)`: a time limit set on the reference host, on this one (time-scale.cjs). */
export declare function scaler(suites: string): (ms: number) => number;

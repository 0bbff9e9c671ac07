/** `scaled(ms)`: a time limit set on the reference host, on this one (time-scale.cjs). */
export declare function scaler(suites: string): (ms: number) => number;

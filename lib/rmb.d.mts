export declare function approxRmb(hkd: number, rmbPerHkd: number): string;
export declare function withRmb(text: string, rmbPerHkd: number, beside: string): string;
export declare function rateDay(date: string, words: string): string;
export declare function fillRate(text: string, rate: { readonly rmbPerHkd: number; readonly date: string; readonly day: string }): string;

export declare function approxRmb(hkd: number, rmbPerHkd: number): string;
export declare function withRmb(text: string, rmbPerHkd: number): string;
export declare function rateDay(date: string): string;

export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare function chromiumLaunchOptions(): {
  executablePath: string;
  args: string[];
  headless: boolean;
};

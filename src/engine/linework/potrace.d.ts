// potrace ships no types; this declares only the part linework uses.
declare module 'potrace' {
  export interface PotraceOptions {
    turnPolicy?: 'black' | 'white' | 'left' | 'right' | 'minority' | 'majority';
    turdSize?: number;
    alphaMax?: number;
    optCurve?: boolean;
    optTolerance?: number;
    threshold?: number;
    blackOnWhite?: boolean;
  }

  export class Potrace {
    constructor(options?: PotraceOptions);
    loadImage(target: Buffer, callback: (error: Error | null) => void): void;
    getPathTag(fillColor?: string): string;
  }

  const potrace: { Potrace: typeof Potrace };
  export default potrace;
}

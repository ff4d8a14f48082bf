/** Minimal types for the peer libraries the engine benchmark compares against. */
declare module 'convert-units' {
  interface Converter {
    from(unit: string): { to(unit: string): number };
    possibilities(measure?: string): string[];
  }
  export default function convert(value?: number): Converter;
}

declare module 'js-quantities' {
  interface QtyStatic {
    swiftConverter(from: string, to: string): (value: number) => number;
  }
  const Qty: QtyStatic;
  export default Qty;
}

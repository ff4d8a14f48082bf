/**
 * The thermometer's fixed geometry, on its own: a converter reserves the picture's room with it
 * before the drawing code (pictures.ts) has loaded.
 */
export const THERMOMETER = {
  width: 340,
  height: 250,
  /** The tube's centre line and its top and bottom (the bulb hangs below the bottom). */
  x: 120,
  top: 20,
  bottom: 200,
  /** The temperatures the tube spans, in kelvins (−40 °C to 120 °C): a value beyond them is marked at that end. */
  lowKelvin: 233.15,
  highKelvin: 393.15,
  /** The least vertical distance between two labels. */
  labelGap: 18,
} as const;

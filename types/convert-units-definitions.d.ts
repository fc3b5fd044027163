/**
 * convert-units' per-measure definition files, imported one by one (contract/quantities.ts):
 * the package's index requires all 23 measures, ~6 KB gzipped more in the browser bundle.
 * @types/convert-units describes only the index.
 */
declare module 'convert-units/lib/definitions/*' {
  interface UnitDefinition {
    name: { singular: string; plural: string };
    /** How many of the system's anchor unit one of this unit is. */
    to_anchor: number;
    anchor_shift?: number;
  }
  interface MeasureDefinitions {
    metric: Record<string, UnitDefinition>;
    imperial: Record<string, UnitDefinition>;
    /** `ratio`: one anchor unit of this system in the other system's anchor unit. */
    _anchors: Record<'metric' | 'imperial', { unit: string; ratio: number }>;
  }
  const definitions: MeasureDefinitions;
  export = definitions;
}

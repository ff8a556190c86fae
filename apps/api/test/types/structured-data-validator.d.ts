declare module '@adobe/structured-data-validator' {
  /** One finding: an error breaks a rich result or the vocabulary, a warning only weakens it. */
  export interface Issue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
  }
  /** Validates web-auto-extractor's shape (`{ jsonld: { <type>: [objects] } }`) against schema.org's vocabulary. */
  export default class Validator {
    constructor(schemaOrgJson: unknown);
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<Issue[]>;
  }
}

/** The part of the Khronos glTF validator's API the model's test uses (the package ships no types). */
declare module 'gltf-validator' {
  interface ValidationIssue {
    code: string;
    message: string;
    severity: number;
    pointer?: string;
  }
  interface ValidationReport {
    issues: {
      numErrors: number;
      numWarnings: number;
      numInfos: number;
      numHints: number;
      messages: ValidationIssue[];
    };
    info?: { version: string; generator?: string; drawCallCount?: number; totalVertexCount?: number };
  }
  export function validateBytes(
    data: Uint8Array,
    options?: { uri?: string; format?: 'glb' | 'gltf'; maxIssues?: number; writeTimestamp?: boolean },
  ): Promise<ValidationReport>;
}

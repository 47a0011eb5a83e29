declare module '@jsonresume/schema' {
  export function validate(
    resume: unknown,
    callback: (errors: { property: string; message: string }[] | null, valid: boolean) => void,
  ): void;
}

import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

interface SafeParser<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string; code: string }[] } };
}

/**
 * react-hook-form's resolver for a zod (or zod/mini) schema: the first issue of each field
 * becomes its error; on success the form receives the parsed (trimmed) values.
 */
export function zodResolver<T extends FieldValues>(schema: SafeParser<T>): Resolver<T> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

import { useController, useFormContext } from 'react-hook-form';
import { NumField } from '../../../components/NumField';
import type { ProjectFormValues, TypedField } from './projectForm';

/**
 * A typed number of the project form bound to its form field. `refuse` may turn a typed text away (the previous value
 * stays), e.g. an outdoor temperature out of range.
 */
export function FormNumField({
  name,
  refuse,
  ...props
}: Omit<Parameters<typeof NumField>[0], 'value' | 'onText'> & {
  name: TypedField;
  refuse?: (text: string) => boolean;
}) {
  const { control } = useFormContext<ProjectFormValues>();
  const { field } = useController({ name, control });
  return (
    <NumField
      {...props}
      name={field.name}
      value={field.value}
      onText={(text) => {
        if (!refuse?.(text)) {
          field.onChange(text);
        }
      }}
      onBlur={field.onBlur}
    />
  );
}

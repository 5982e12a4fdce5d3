import { useController, useFormContext } from 'react-hook-form';
import type { SiUnit } from '../../../../domain/units';
import { UnitNumField } from '../../../components/UnitNumField';
import type { ProjectFormValues, TypedField } from './projectForm';

/**
 * A typed number of the project form bound to its form field. `refuse` may turn a typed text away (the previous value
 * stays), e.g. an outdoor temperature out of range. With a `unit`, the form keeps the SI text and the field shows and
 * takes the value in the reader's units (issue 30); `refuse` sees the SI text.
 */
export function FormNumField({
  name,
  refuse,
  ...props
}: Omit<Parameters<typeof UnitNumField>[0], 'value' | 'onText'> & {
  name: TypedField;
  refuse?: (text: string) => boolean;
  unit?: SiUnit;
}) {
  const { control } = useFormContext<ProjectFormValues>();
  const { field } = useController({ name, control });
  return (
    <UnitNumField
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

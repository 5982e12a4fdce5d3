import { Alert, Box, Card, CardActionArea, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  COILS,
  HEAT_RECOVERY,
  INSTALLATION,
  UNIT_DIVISION,
  UNIT_TYPES,
} from '../../../../contracts/positions';
import { airflowDirectionsOf, unitDivisionsOf } from '../../../../domain/positions';
import type { UnitTypeMatch } from '../../../../engine/catalogue';
import { patch, Section, SelectInput, type StepProps } from '../fields';
import { AirflowDirectionPicture } from '../pictures/AirflowDirectionPicture';
import { SizeEcodesign } from './SizeEcodesign';
import { chooseHeatRecovery, choosePlateType, chooseSize, familyOf, sizesFor } from '../wizard';

const PLATE_CHOICES = ['Plate', 'Enthalpy'] as const;

/**
 * Step 3: installation, unit type, coils, heat recovery with its plate type, the airflow direction pictures, the size
 * (the fetched unit types of the family, with the deviation note and each size's EU 1253/2014 check) and the unit
 * division.
 */
export function UnitTypeStep({
  values,
  change,
  unitTypes,
}: StepProps & { unitTypes: readonly UnitTypeMatch[] }) {
  const { t } = useTranslation();
  const family = familyOf(values);
  const sizes = sizesFor(values, unitTypes);
  const unit = unitTypes.find((u) => u.id === values.unitTypeId);
  const withCoils = values.coils !== null && values.coils !== 'without';
  return (
    <>
      <Section title={t('configurator.steps.s3')}>
        <SelectInput
          name="installation"
          label={t('configurator.fields.installation')}
          value={values.installation}
          options={INSTALLATION}
          required
          onChoose={(installation) => change(patch({ installation }))}
        />
        <SelectInput
          name="unitType"
          label={t('configurator.fields.unitType')}
          value={values.unitType}
          options={UNIT_TYPES}
          onChoose={(unitType) => change(patch({ unitType }))}
        />
        <SelectInput
          name="coils"
          label={t('configurator.fields.coils')}
          value={values.coils}
          options={COILS}
          required
          onChoose={(coils) => change(patch({ coils }))}
        />
        <SelectInput
          name="heatRecovery"
          label={t('configurator.fields.heatRecovery')}
          value={values.heatRecovery}
          options={HEAT_RECOVERY}
          required
          onChoose={(heatRecovery) => change((v) => chooseHeatRecovery(v, heatRecovery, unitTypes))}
        />
        {values.heatRecovery === 'Plate heat exchanger' && (
          <SelectInput
            name="heatRecoveryPlateType"
            label={t('configurator.fields.heatRecoveryPlateType')}
            value={values.heatRecoveryPlateType}
            options={PLATE_CHOICES}
            required
            onChoose={(plateType) => change((v) => choosePlateType(v, plateType, unitTypes))}
          />
        )}
      </Section>
      <Section title={t('configurator.fields.airflowDirection')} testId="airflow-directions">
        {family === null ? (
          <Typography color="text.secondary">{t('configurator.step3.chooseHeatRecoveryFirst')}</Typography>
        ) : (
          <Box
            sx={{
              gridColumn: '1 / -1',
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {airflowDirectionsOf(family).map((direction) => {
              const selected = values.airflowDirection === direction;
              return (
                <Card
                  key={direction}
                  variant="outlined"
                  sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
                >
                  <CardActionArea
                    onClick={() => change(patch({ airflowDirection: direction }))}
                    data-testid={`airflow-direction-${direction}`}
                    aria-pressed={selected}
                    sx={{ p: 1, textAlign: 'center' }}
                  >
                    <AirflowDirectionPicture
                      family={family}
                      direction={direction}
                      withCoils={withCoils}
                      selected={selected}
                      title={t('configurator.step3.direction', { direction })}
                      maxWidth="100%"
                    />
                    <Typography variant="body2">
                      {t('configurator.step3.direction', { direction })}
                    </Typography>
                  </CardActionArea>
                </Card>
              );
            })}
          </Box>
        )}
      </Section>
      <Section title={t('configurator.step3.size')}>
        <SelectInput
          name="unitTypeId"
          label={t('configurator.fields.unitTypeId')}
          value={values.unitTypeId}
          options={sizes.map((u) => u.id)}
          required
          labelOf={(id) => unitTypes.find((u) => u.id === id)?.name ?? String(id)}
          onChoose={(size) => change((v) => chooseSize(v, size))}
        />
        <SelectInput
          name="unitDivision"
          label={t('configurator.fields.unitDivision')}
          value={values.unitDivision}
          options={values.unitTypeId === null ? UNIT_DIVISION : unitDivisionsOf(values.unitTypeId)}
          required
          onChoose={(unitDivision) => change(patch({ unitDivision }))}
        />
        {unit && (
          <Alert severity="info" sx={{ gridColumn: '1 / -1' }} data-testid="unit-size-note">
            {t('unitSizeNote', { supply: unit.supplyDeviation, return: unit.returnDeviation })}
          </Alert>
        )}
        <SizeEcodesign values={values} sizes={sizes} unitTypes={unitTypes} />
      </Section>
    </>
  );
}

import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { Derived, Section } from './fields';
import type { SectionProps } from './InputSections';

/** The water evaporating: unused and used pool, attractions, visitors, and the total. */
export function EvaporationSection({ state }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('pool.maxAmount')} testId="section-max-amount">
      <Derived
        label={t('pool.moistureTransferCoefficientUnusedPool')}
        value={state?.moistureTransferCoefficientUnusedPool}
        digits={1}
      />
      <Derived
        label={t('pool.moistureTransferCoefficientUsedPool')}
        value={state?.moistureTransferCoefficientUsedPool}
        digits={1}
      />
      <Derived label={t('pool.massFlowWaterUnusedPool')} value={state?.massFlowWaterUnusedPool} digits={2} />
      <Derived label={t('pool.massFlowWaterUsedPool')} value={state?.massFlowWaterUsedPool} digits={2} />
      <Derived
        label={t('pool.massFlowWaterFromAttraction')}
        value={state?.massFlowWaterFromAttraction}
        digits={2}
      />
      <Derived label={t('pool.amountMoistureVisitors')} value={state?.amountMoistureVisitors} digits={2} />
      <Derived
        label={t('pool.totalMassFlowWaterUsedPool')}
        value={state?.totalMassFlowWaterUsedPool}
        digits={2}
        testId="derived-total"
      />
    </Section>
  );
}

/** The air the hall needs, and a warning when it cannot carry the evaporation away. */
export function AirSection({ state }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('pool.maxAir')} testId="section-max-air">
      <Derived label={t('pool.massFlowOutsideAir')} value={state?.massFlowOutsideAir} digits={1} />
      <Derived
        label={t('pool.maxRequiredAir')}
        value={state?.maxRequiredAir}
        digits={0}
        testId="derived-max-air"
      />
      <Derived label={t('pool.minRequiredFreshAir')} value={state?.minRequiredFreshAir} digits={0} />
      <Derived label={t('pool.numOfAirChanges')} value={state?.numOfAirChanges} digits={2} />
      <Derived
        label={t('pool.dehumidificationCapacity')}
        value={state?.dehumidificationCapacity}
        digits={2}
      />
      {state?.airBelowEvaporationLoad && (
        <Alert severity="warning" data-testid="pool-air-below-load">
          {/* Issue 31 point 4: the numbers in the language's format. */}
          {t('pool.airBelowLoad', {
            air: formatNumber(state.maxRequiredAir, 0),
            capacity: formatNumber(state.dehumidificationCapacity, 2),
            load: formatNumber(state.totalMassFlowWaterUsedPool, 2),
            needed: formatNumber(state.airForEvaporationLoad, 0),
            roundedUp: formatNumber(state.airForEvaporationLoadRoundedUp, 0),
          })}
        </Alert>
      )}
    </Section>
  );
}

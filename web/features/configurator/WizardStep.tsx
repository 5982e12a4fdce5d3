import type { DataSheet } from '../../../contracts/calc';
import type { UnitTypeMatch } from '../../../engine/catalogue';
import type { StepProps } from './fields';
import { CalculationStep } from './steps/CalculationStep';
import { CoilsStep } from './steps/CoilsStep';
import { DoneStep } from './steps/DoneStep';
import { FanStep } from './steps/FanStep';
import { FilteringStep } from './steps/FilteringStep';
import { OperatingPointStep } from './steps/OperatingPointStep';
import { ProjectInformationStep } from './steps/ProjectInformationStep';
import { RequirementsStep } from './steps/RequirementsStep';
import { UnitTypeStep } from './steps/UnitTypeStep';
import type { ProjectConditions, Step } from './wizard';

interface WizardStepProps extends StepProps {
  step: Step;
  unitTypes: UnitTypeMatch[];
  conditions: ProjectConditions | null;
  /** The preview's data sheet of the values shown (null once they changed), and the last preview's whatever. */
  sheet: DataSheet | null;
  recovered: DataSheet | null;
  submitting: boolean;
  onFlowEdited: () => void;
  onBackToUnitType: () => void;
  onCalculate: () => void;
  onReset: () => void;
}

/** The step shown, with what it needs of the wizard's state. */
export function WizardStep(props: WizardStepProps) {
  const { step, values, change, unitTypes, sheet } = props;
  const stepProps = { values, change };
  switch (step) {
    case 1:
      return <ProjectInformationStep {...stepProps} onFlowEdited={props.onFlowEdited} />;
    case 2:
      return <RequirementsStep {...stepProps} />;
    case 3:
      return <UnitTypeStep {...stepProps} unitTypes={unitTypes} />;
    case 4:
      return <OperatingPointStep {...stepProps} conditions={props.conditions} sheet={sheet} />;
    case 5:
      return (
        <CoilsStep
          {...stepProps}
          sheet={sheet}
          recovered={props.recovered}
          onBackToUnitType={props.onBackToUnitType}
        />
      );
    case 6:
      return <FilteringStep {...stepProps} />;
    case 7:
      return <FanStep {...stepProps} sheet={sheet} />;
    case 8:
      return (
        <CalculationStep
          values={values}
          unitTypes={unitTypes}
          sheet={sheet}
          submitting={props.submitting}
          onCalculate={props.onCalculate}
        />
      );
    case 9:
      return <DoneStep onReset={props.onReset} />;
  }
}

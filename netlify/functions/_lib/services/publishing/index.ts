export { triggerBuildIfNeeded } from './build-hook.ts';
export { type BuildWarning, publicBuildError, readBuildReport, recordBuildReport } from './build-report.ts';
export { deployAllowed, publishBudget, readPolicy, savePolicy } from './publish-budget.ts';
export { countDeploy, decide, type DeployTally, manualDeployFits } from './publish-policy.ts';
export {
  bookkeeping,
  markBuildAbandoned,
  markBuildFinished,
  markBuildStarted,
  markDeploySucceeded,
  publishStatus,
  readPublishState,
  requestRebuild,
  type SucceededDeploy,
} from './publish.ts';

export {
  calibrationsDueThisMonth,
  dueReminders,
  sendCalibrationReminders,
  type ReminderOptions,
  type ReminderRun,
} from './reminders.ts';

import runCalibrationReminders from '#functions/calibration-reminders.mts';
import runScheduledFunction from '#functions/publish-scheduler.mts';

/*
 * The local stand-in for Netlify's scheduler: `netlify dev` and @netlify/dev run no `config.schedule`
 * by themselves (a scheduled function runs locally only when invoked by hand). `npm start` calls the
 * same handler as the deployed every-minute `publish-scheduler` function: once at start-up (times
 * that came while the site was stopped), then at the start of every minute, one run at a time. The
 * daily calibration reminders run at start-up and then hourly (a run sends nothing twice, so an hourly
 * one locally is the deployed daily one, caught up sooner after a stop).
 */
export function startScheduleRunner(intervalMs = 60_000): { stop: () => void } {
  let running = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let remindedHour = -1;
  const run = () => {
    if (running || stopped) return;
    running = true;
    const hour = Math.floor(Date.now() / 3_600_000);
    const reminders = hour === remindedHour ? Promise.resolve() : runCalibrationReminders();
    remindedHour = hour;
    Promise.all([runScheduledFunction(), reminders])
      .catch((error: unknown) => console.error('[schedule] run failed:', error))
      .finally(() => (running = false));
  };
  const next = () => {
    if (stopped) return;
    // Aligned to the minute, as a cron `* * * * *` schedule is.
    timer = setTimeout(
      () => {
        run();
        next();
      },
      intervalMs - (Date.now() % intervalMs),
    );
    timer.unref();
  };
  run();
  next();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

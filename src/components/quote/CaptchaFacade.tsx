/**
 * The human check as it first looks (ALTCHA's box with its unticked checkbox and label), drawn before
 * the widget's code has loaded: same size and place, so nothing moves when the widget replaces it. The
 * checkbox is a real control: pressing it asks for the widget and starts the check once it is in.
 */
export default function CaptchaFacade({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <div
      className="flex h-[70px] max-w-[320px] items-center gap-2 rounded-[6px] border border-[#cfcfcf] bg-white px-3 text-base leading-[1.25] text-[#161616]"
      data-captcha-facade
    >
      <input
        type="checkbox"
        aria-label={label}
        className="m-0 size-[26px] shrink-0 cursor-pointer appearance-none rounded-[5px] border border-[#9b9b9b] bg-white"
        onClick={(event) => {
          // Ticked only by the check itself, once it has passed.
          event.preventDefault();
          onPress();
        }}
      />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/** Spec 01 §9: dialogs sit above everything else. */
export const DIALOG_Z_INDEX = 9999;

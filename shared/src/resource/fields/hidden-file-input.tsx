import { forwardRef } from 'react';
import type { InputHTMLAttributes } from 'react';

/**
 * A file input a button of the field opens (`ref.current.click()`), never drawn itself. Hidden by
 * its own style: the `hidden` attribute loses to antd's form styles (`input[type=file]` is a block
 * there), which drew a raw "Choose Files" control under the field.
 */
export const HiddenFileInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'hidden' | 'style'>>(
  function HiddenFileInput(props, ref) {
    return <input {...props} ref={ref} type="file" tabIndex={-1} style={{ display: 'none' }} />;
  },
);

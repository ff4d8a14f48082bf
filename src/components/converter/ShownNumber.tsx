import { Fragment, type HTMLAttributes } from 'react';
import { numberLineParts } from '../../core/numberFormat';

/**
 * A number as the answer shows it: whole on one line when a line holds it (the .num style),
 * else wrapped after a digit group, so that no number widens the page.
 */
export default function ShownNumber({
  text,
  className,
  ...rest
}: { text: string } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={className ? `num ${className}` : 'num'} {...rest}>
      {numberLineParts(text).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** The 'Upgrade to Pro' link to /checkout, in whatever button style its place needs. */
import { Link } from "react-router-dom";
import { Crown } from "lucide-react";
import { Button, type ButtonProps } from "./button";

export function UpgradeLink({ children = "Upgrade to Pro", ...props }: Omit<ButtonProps, "asChild">) {
  return (
    <Button asChild {...props}>
      <Link to="/checkout">
        <Crown aria-hidden />
        {children}
      </Link>
    </Button>
  );
}

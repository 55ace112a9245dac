// The animation features the portal uses (animate, exit, variants), loaded after the first paint
// so framer-motion's engine is not on the portal's critical path.
export { domAnimation as default } from "framer-motion";

// Domain: the order history in the shop's own words, and its rules. This target depends on
// nothing: not on the network, the device's storage or the screen. Nothing is here yet.

// The link checker lives here (see issue: scenedocs check).

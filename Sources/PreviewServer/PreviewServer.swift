// The preview server lives here (see issue: scenedocs serve).

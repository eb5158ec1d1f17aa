/// The app's code; its layouts are in `Layouts/`, checked by `swift package check-layouts`.
public enum App {}

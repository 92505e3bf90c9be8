/// The workbook tool's logic lives here, apart from `main`, so that its tests can reach it.
public enum WorkbookKit {}

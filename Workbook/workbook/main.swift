import WorkbookKit

print("workbook: not built yet")

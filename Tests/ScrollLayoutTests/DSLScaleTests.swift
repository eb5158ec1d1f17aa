import Testing
@testable import ScrollLayout

/// A layout of 100 views and 300 constraints written in the DSL: it must solve, and it is the
/// file `.ci/run` compiles with `-warn-long-expression-type-checking=100` to keep the DSL fast
/// to type-check (no expression may take longer).
@Suite("DSL at scale")
struct DSLScaleTests {
    static func bigLayout() -> Layout {
        Layout(name: "Big") {
            View.scrollView("scroll", insetAdjustment: .never) {
                View.view("content") {
                    View.label("v0", width: 100, height: 20)
                    View.label("v1", width: 101, height: 21)
                    View.label("v2", width: 102, height: 22)
                    View.label("v3", width: 103, height: 23)
                    View.label("v4", width: 104, height: 24)
                    View.label("v5", width: 105, height: 25)
                    View.label("v6", width: 106, height: 26)
                    View.label("v7", width: 107, height: 20)
                    View.label("v8", width: 108, height: 21)
                    View.label("v9", width: 109, height: 22)
                    View.label("v10", width: 110, height: 23)
                    View.label("v11", width: 111, height: 24)
                    View.label("v12", width: 112, height: 25)
                    View.label("v13", width: 113, height: 26)
                    View.label("v14", width: 114, height: 20)
                    View.label("v15", width: 115, height: 21)
                    View.label("v16", width: 116, height: 22)
                    View.label("v17", width: 117, height: 23)
                    View.label("v18", width: 118, height: 24)
                    View.label("v19", width: 119, height: 25)
                    View.label("v20", width: 120, height: 26)
                    View.label("v21", width: 121, height: 20)
                    View.label("v22", width: 122, height: 21)
                    View.label("v23", width: 123, height: 22)
                    View.label("v24", width: 124, height: 23)
                    View.label("v25", width: 125, height: 24)
                    View.label("v26", width: 126, height: 25)
                    View.label("v27", width: 127, height: 26)
                    View.label("v28", width: 128, height: 20)
                    View.label("v29", width: 129, height: 21)
                    View.label("v30", width: 130, height: 22)
                    View.label("v31", width: 131, height: 23)
                    View.label("v32", width: 132, height: 24)
                    View.label("v33", width: 133, height: 25)
                    View.label("v34", width: 134, height: 26)
                    View.label("v35", width: 135, height: 20)
                    View.label("v36", width: 136, height: 21)
                    View.label("v37", width: 137, height: 22)
                    View.label("v38", width: 138, height: 23)
                    View.label("v39", width: 139, height: 24)
                    View.label("v40", width: 140, height: 25)
                    View.label("v41", width: 141, height: 26)
                    View.label("v42", width: 142, height: 20)
                    View.label("v43", width: 143, height: 21)
                    View.label("v44", width: 144, height: 22)
                    View.label("v45", width: 145, height: 23)
                    View.label("v46", width: 146, height: 24)
                    View.label("v47", width: 147, height: 25)
                    View.label("v48", width: 148, height: 26)
                    View.label("v49", width: 149, height: 20)
                    View.label("v50", width: 100, height: 21)
                    View.label("v51", width: 101, height: 22)
                    View.label("v52", width: 102, height: 23)
                    View.label("v53", width: 103, height: 24)
                    View.label("v54", width: 104, height: 25)
                    View.label("v55", width: 105, height: 26)
                    View.label("v56", width: 106, height: 20)
                    View.label("v57", width: 107, height: 21)
                    View.label("v58", width: 108, height: 22)
                    View.label("v59", width: 109, height: 23)
                    View.label("v60", width: 110, height: 24)
                    View.label("v61", width: 111, height: 25)
                    View.label("v62", width: 112, height: 26)
                    View.label("v63", width: 113, height: 20)
                    View.label("v64", width: 114, height: 21)
                    View.label("v65", width: 115, height: 22)
                    View.label("v66", width: 116, height: 23)
                    View.label("v67", width: 117, height: 24)
                    View.label("v68", width: 118, height: 25)
                    View.label("v69", width: 119, height: 26)
                    View.label("v70", width: 120, height: 20)
                    View.label("v71", width: 121, height: 21)
                    View.label("v72", width: 122, height: 22)
                    View.label("v73", width: 123, height: 23)
                    View.label("v74", width: 124, height: 24)
                    View.label("v75", width: 125, height: 25)
                    View.label("v76", width: 126, height: 26)
                    View.label("v77", width: 127, height: 20)
                    View.label("v78", width: 128, height: 21)
                    View.label("v79", width: 129, height: 22)
                    View.label("v80", width: 130, height: 23)
                    View.label("v81", width: 131, height: 24)
                    View.label("v82", width: 132, height: 25)
                    View.label("v83", width: 133, height: 26)
                    View.label("v84", width: 134, height: 20)
                    View.label("v85", width: 135, height: 21)
                    View.label("v86", width: 136, height: 22)
                    View.label("v87", width: 137, height: 23)
                    View.label("v88", width: 138, height: 24)
                    View.label("v89", width: 139, height: 25)
                    View.label("v90", width: 140, height: 26)
                    View.label("v91", width: 141, height: 20)
                    View.label("v92", width: 142, height: 21)
                    View.label("v93", width: 143, height: 22)
                    View.label("v94", width: 144, height: 23)
                    View.label("v95", width: 145, height: 24)
                    View.label("v96", width: 146, height: 25)
                    View.label("v97", width: 147, height: 26)
                    View.label("v98", width: 148, height: 20)
                    View.label("v99", width: 149, height: 21)
                }
            }
        } constraints: { v in
            v.scroll.edges == v.root.safeArea.edges
            v.content.edges == v.scroll.contentLayoutGuide.edges
            v.content.width == v.scroll.frameLayoutGuide.width
            v.v0.top == v.content.top + 8
            v.v0.leading == v.content.leading + 16
            v.v0.width <= v.content.width * 0.9 - 8
            v.v1.top == v.v0.bottom + 9
            v.v1.leading == v.content.leadingMargin ~ .high
            v.v1.height >= 20 ~ 750
            v.v2.top == v.v1.bottom + 10
            v.v2.centerX == v.content.centerX
            v.v2.trailing <= v.content.trailing - 16
            v.v3.top == v.v2.bottom + 8
            v.v3.leading == v.content.leading + 16
            v.v3.height == v.v2.height
            v.v4.top == v.v3.bottom + 9
            v.v4.leading == v.content.leadingMargin ~ .high
            v.v4.width <= v.content.width * 0.9 - 8
            v.v5.top == v.v4.bottom + 10
            v.v5.centerX == v.content.centerX
            v.v5.height >= 20 ~ 750
            v.v6.top == v.v5.bottom + 8
            v.v6.leading == v.content.leading + 16
            v.v6.trailing <= v.content.trailing - 16
            v.v7.top == v.v6.bottom + 9
            v.v7.leading == v.content.leadingMargin ~ .high
            v.v7.height == v.v6.height
            v.v8.top == v.v7.bottom + 10
            v.v8.centerX == v.content.centerX
            v.v8.width <= v.content.width * 0.9 - 8
            v.v9.top == v.v8.bottom + 8
            v.v9.leading == v.content.leading + 16
            v.v9.height >= 20 ~ 750
            v.v10.top == v.v9.bottom + 9
            v.v10.leading == v.content.leadingMargin ~ .high
            v.v10.trailing <= v.content.trailing - 16
            v.v11.top == v.v10.bottom + 10
            v.v11.centerX == v.content.centerX
            v.v11.height == v.v10.height
            v.v12.top == v.v11.bottom + 8
            v.v12.leading == v.content.leading + 16
            v.v12.width <= v.content.width * 0.9 - 8
            v.v13.top == v.v12.bottom + 9
            v.v13.leading == v.content.leadingMargin ~ .high
            v.v13.height >= 20 ~ 750
            v.v14.top == v.v13.bottom + 10
            v.v14.centerX == v.content.centerX
            v.v14.trailing <= v.content.trailing - 16
            v.v15.top == v.v14.bottom + 8
            v.v15.leading == v.content.leading + 16
            v.v15.height == v.v14.height
            v.v16.top == v.v15.bottom + 9
            v.v16.leading == v.content.leadingMargin ~ .high
            v.v16.width <= v.content.width * 0.9 - 8
            v.v17.top == v.v16.bottom + 10
            v.v17.centerX == v.content.centerX
            v.v17.height >= 20 ~ 750
            v.v18.top == v.v17.bottom + 8
            v.v18.leading == v.content.leading + 16
            v.v18.trailing <= v.content.trailing - 16
            v.v19.top == v.v18.bottom + 9
            v.v19.leading == v.content.leadingMargin ~ .high
            v.v19.height == v.v18.height
            v.v20.top == v.v19.bottom + 10
            v.v20.centerX == v.content.centerX
            v.v20.width <= v.content.width * 0.9 - 8
            v.v21.top == v.v20.bottom + 8
            v.v21.leading == v.content.leading + 16
            v.v21.height >= 20 ~ 750
            v.v22.top == v.v21.bottom + 9
            v.v22.leading == v.content.leadingMargin ~ .high
            v.v22.trailing <= v.content.trailing - 16
            v.v23.top == v.v22.bottom + 10
            v.v23.centerX == v.content.centerX
            v.v23.height == v.v22.height
            v.v24.top == v.v23.bottom + 8
            v.v24.leading == v.content.leading + 16
            v.v24.width <= v.content.width * 0.9 - 8
            v.v25.top == v.v24.bottom + 9
            v.v25.leading == v.content.leadingMargin ~ .high
            v.v25.height >= 20 ~ 750
            v.v26.top == v.v25.bottom + 10
            v.v26.centerX == v.content.centerX
            v.v26.trailing <= v.content.trailing - 16
            v.v27.top == v.v26.bottom + 8
            v.v27.leading == v.content.leading + 16
            v.v27.height == v.v26.height
            v.v28.top == v.v27.bottom + 9
            v.v28.leading == v.content.leadingMargin ~ .high
            v.v28.width <= v.content.width * 0.9 - 8
            v.v29.top == v.v28.bottom + 10
            v.v29.centerX == v.content.centerX
            v.v29.height >= 20 ~ 750
            v.v30.top == v.v29.bottom + 8
            v.v30.leading == v.content.leading + 16
            v.v30.trailing <= v.content.trailing - 16
            v.v31.top == v.v30.bottom + 9
            v.v31.leading == v.content.leadingMargin ~ .high
            v.v31.height == v.v30.height
            v.v32.top == v.v31.bottom + 10
            v.v32.centerX == v.content.centerX
            v.v32.width <= v.content.width * 0.9 - 8
            v.v33.top == v.v32.bottom + 8
            v.v33.leading == v.content.leading + 16
            v.v33.height >= 20 ~ 750
            v.v34.top == v.v33.bottom + 9
            v.v34.leading == v.content.leadingMargin ~ .high
            v.v34.trailing <= v.content.trailing - 16
            v.v35.top == v.v34.bottom + 10
            v.v35.centerX == v.content.centerX
            v.v35.height == v.v34.height
            v.v36.top == v.v35.bottom + 8
            v.v36.leading == v.content.leading + 16
            v.v36.width <= v.content.width * 0.9 - 8
            v.v37.top == v.v36.bottom + 9
            v.v37.leading == v.content.leadingMargin ~ .high
            v.v37.height >= 20 ~ 750
            v.v38.top == v.v37.bottom + 10
            v.v38.centerX == v.content.centerX
            v.v38.trailing <= v.content.trailing - 16
            v.v39.top == v.v38.bottom + 8
            v.v39.leading == v.content.leading + 16
            v.v39.height == v.v38.height
            v.v40.top == v.v39.bottom + 9
            v.v40.leading == v.content.leadingMargin ~ .high
            v.v40.width <= v.content.width * 0.9 - 8
            v.v41.top == v.v40.bottom + 10
            v.v41.centerX == v.content.centerX
            v.v41.height >= 20 ~ 750
            v.v42.top == v.v41.bottom + 8
            v.v42.leading == v.content.leading + 16
            v.v42.trailing <= v.content.trailing - 16
            v.v43.top == v.v42.bottom + 9
            v.v43.leading == v.content.leadingMargin ~ .high
            v.v43.height == v.v42.height
            v.v44.top == v.v43.bottom + 10
            v.v44.centerX == v.content.centerX
            v.v44.width <= v.content.width * 0.9 - 8
            v.v45.top == v.v44.bottom + 8
            v.v45.leading == v.content.leading + 16
            v.v45.height >= 20 ~ 750
            v.v46.top == v.v45.bottom + 9
            v.v46.leading == v.content.leadingMargin ~ .high
            v.v46.trailing <= v.content.trailing - 16
            v.v47.top == v.v46.bottom + 10
            v.v47.centerX == v.content.centerX
            v.v47.height == v.v46.height
            v.v48.top == v.v47.bottom + 8
            v.v48.leading == v.content.leading + 16
            v.v48.width <= v.content.width * 0.9 - 8
            v.v49.top == v.v48.bottom + 9
            v.v49.leading == v.content.leadingMargin ~ .high
            v.v49.height >= 20 ~ 750
            v.v50.top == v.v49.bottom + 10
            v.v50.centerX == v.content.centerX
            v.v50.trailing <= v.content.trailing - 16
            v.v51.top == v.v50.bottom + 8
            v.v51.leading == v.content.leading + 16
            v.v51.height == v.v50.height
            v.v52.top == v.v51.bottom + 9
            v.v52.leading == v.content.leadingMargin ~ .high
            v.v52.width <= v.content.width * 0.9 - 8
            v.v53.top == v.v52.bottom + 10
            v.v53.centerX == v.content.centerX
            v.v53.height >= 20 ~ 750
            v.v54.top == v.v53.bottom + 8
            v.v54.leading == v.content.leading + 16
            v.v54.trailing <= v.content.trailing - 16
            v.v55.top == v.v54.bottom + 9
            v.v55.leading == v.content.leadingMargin ~ .high
            v.v55.height == v.v54.height
            v.v56.top == v.v55.bottom + 10
            v.v56.centerX == v.content.centerX
            v.v56.width <= v.content.width * 0.9 - 8
            v.v57.top == v.v56.bottom + 8
            v.v57.leading == v.content.leading + 16
            v.v57.height >= 20 ~ 750
            v.v58.top == v.v57.bottom + 9
            v.v58.leading == v.content.leadingMargin ~ .high
            v.v58.trailing <= v.content.trailing - 16
            v.v59.top == v.v58.bottom + 10
            v.v59.centerX == v.content.centerX
            v.v59.height == v.v58.height
            v.v60.top == v.v59.bottom + 8
            v.v60.leading == v.content.leading + 16
            v.v60.width <= v.content.width * 0.9 - 8
            v.v61.top == v.v60.bottom + 9
            v.v61.leading == v.content.leadingMargin ~ .high
            v.v61.height >= 20 ~ 750
            v.v62.top == v.v61.bottom + 10
            v.v62.centerX == v.content.centerX
            v.v62.trailing <= v.content.trailing - 16
            v.v63.top == v.v62.bottom + 8
            v.v63.leading == v.content.leading + 16
            v.v63.height == v.v62.height
            v.v64.top == v.v63.bottom + 9
            v.v64.leading == v.content.leadingMargin ~ .high
            v.v64.width <= v.content.width * 0.9 - 8
            v.v65.top == v.v64.bottom + 10
            v.v65.centerX == v.content.centerX
            v.v65.height >= 20 ~ 750
            v.v66.top == v.v65.bottom + 8
            v.v66.leading == v.content.leading + 16
            v.v66.trailing <= v.content.trailing - 16
            v.v67.top == v.v66.bottom + 9
            v.v67.leading == v.content.leadingMargin ~ .high
            v.v67.height == v.v66.height
            v.v68.top == v.v67.bottom + 10
            v.v68.centerX == v.content.centerX
            v.v68.width <= v.content.width * 0.9 - 8
            v.v69.top == v.v68.bottom + 8
            v.v69.leading == v.content.leading + 16
            v.v69.height >= 20 ~ 750
            v.v70.top == v.v69.bottom + 9
            v.v70.leading == v.content.leadingMargin ~ .high
            v.v70.trailing <= v.content.trailing - 16
            v.v71.top == v.v70.bottom + 10
            v.v71.centerX == v.content.centerX
            v.v71.height == v.v70.height
            v.v72.top == v.v71.bottom + 8
            v.v72.leading == v.content.leading + 16
            v.v72.width <= v.content.width * 0.9 - 8
            v.v73.top == v.v72.bottom + 9
            v.v73.leading == v.content.leadingMargin ~ .high
            v.v73.height >= 20 ~ 750
            v.v74.top == v.v73.bottom + 10
            v.v74.centerX == v.content.centerX
            v.v74.trailing <= v.content.trailing - 16
            v.v75.top == v.v74.bottom + 8
            v.v75.leading == v.content.leading + 16
            v.v75.height == v.v74.height
            v.v76.top == v.v75.bottom + 9
            v.v76.leading == v.content.leadingMargin ~ .high
            v.v76.width <= v.content.width * 0.9 - 8
            v.v77.top == v.v76.bottom + 10
            v.v77.centerX == v.content.centerX
            v.v77.height >= 20 ~ 750
            v.v78.top == v.v77.bottom + 8
            v.v78.leading == v.content.leading + 16
            v.v78.trailing <= v.content.trailing - 16
            v.v79.top == v.v78.bottom + 9
            v.v79.leading == v.content.leadingMargin ~ .high
            v.v79.height == v.v78.height
            v.v80.top == v.v79.bottom + 10
            v.v80.centerX == v.content.centerX
            v.v80.width <= v.content.width * 0.9 - 8
            v.v81.top == v.v80.bottom + 8
            v.v81.leading == v.content.leading + 16
            v.v81.height >= 20 ~ 750
            v.v82.top == v.v81.bottom + 9
            v.v82.leading == v.content.leadingMargin ~ .high
            v.v82.trailing <= v.content.trailing - 16
            v.v83.top == v.v82.bottom + 10
            v.v83.centerX == v.content.centerX
            v.v83.height == v.v82.height
            v.v84.top == v.v83.bottom + 8
            v.v84.leading == v.content.leading + 16
            v.v84.width <= v.content.width * 0.9 - 8
            v.v85.top == v.v84.bottom + 9
            v.v85.leading == v.content.leadingMargin ~ .high
            v.v85.height >= 20 ~ 750
            v.v86.top == v.v85.bottom + 10
            v.v86.centerX == v.content.centerX
            v.v86.trailing <= v.content.trailing - 16
            v.v87.top == v.v86.bottom + 8
            v.v87.leading == v.content.leading + 16
            v.v87.height == v.v86.height
            v.v88.top == v.v87.bottom + 9
            v.v88.leading == v.content.leadingMargin ~ .high
            v.v88.width <= v.content.width * 0.9 - 8
            v.v89.top == v.v88.bottom + 10
            v.v89.centerX == v.content.centerX
            v.v89.height >= 20 ~ 750
            v.v90.top == v.v89.bottom + 8
            v.v90.leading == v.content.leading + 16
            v.v90.trailing <= v.content.trailing - 16
            v.v91.top == v.v90.bottom + 9
            v.v91.leading == v.content.leadingMargin ~ .high
            v.v91.height == v.v90.height
            v.v92.top == v.v91.bottom + 10
            v.v92.centerX == v.content.centerX
            v.v92.width <= v.content.width * 0.9 - 8
            v.v93.top == v.v92.bottom + 8
            v.v93.leading == v.content.leading + 16
            v.v93.height >= 20 ~ 750
            v.v94.top == v.v93.bottom + 9
            v.v94.leading == v.content.leadingMargin ~ .high
            v.v94.trailing <= v.content.trailing - 16
            v.v95.top == v.v94.bottom + 10
            v.v95.centerX == v.content.centerX
            v.v95.height == v.v94.height
            v.v96.top == v.v95.bottom + 8
            v.v96.leading == v.content.leading + 16
            v.v96.width <= v.content.width * 0.9 - 8
            v.v97.top == v.v96.bottom + 9
            v.v97.leading == v.content.leadingMargin ~ .high
            v.v97.height >= 20 ~ 750
            v.v98.top == v.v97.bottom + 10
            v.v98.centerX == v.content.centerX
            v.v98.trailing <= v.content.trailing - 16
            v.v99.top == v.v98.bottom + 8
            v.v99.leading == v.content.leading + 16
            v.v99.height == v.v98.height
            v.v99.bottom == v.content.bottom - 20
        }
    }

    @Test func solves() throws {
        let layout = DSLScaleTests.bigLayout()
        #expect(layout.constraints.count >= 300)
        let result = try cleanEngine(layout).result
        #expect((result.scrollView("scroll")?.contentSize.height ?? 0) > 2000)
    }
}

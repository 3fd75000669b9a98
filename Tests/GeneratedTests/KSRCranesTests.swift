// KSR Cranes (seed 003): models, requests and the mock client, without a network.
// Catalog §4.4: KSR-01 to KSR-10 and KSR-13 (the computed properties of KSR-02/04 are app
// extensions; the tests compute them from the decoded fields).

import Foundation
import KSRCranes
import KSRCranesMocks
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class KSRCranesTests: XCTestCase {
    private let baseURL = KSRCranesServer.production.url

    private func coder() -> RoundTripper {
        RoundTripper(decoder: KSRCranesCoding.makeDecoder, encoder: KSRCranesCoding.makeEncoder)
    }

    private func request(_ endpoint: KSRCranesEndpoint) throws -> EndpointRequest {
        try endpoint.request(encoder: KSRCranesCoding.makeEncoder())
    }

    private func jsonBody(_ endpoint: KSRCranesEndpoint, file: StaticString = #filePath, line: UInt = #line) throws -> Data {
        let request = try request(endpoint)
        guard case .json(let data) = request.body else {
            XCTFail("\(request.operation): expected a JSON body, got \(request.body)", file: file, line: line)
            return Data()
        }
        return data
    }

    // MARK: Fixtures (dates in the document's microsecond pattern)

    static let taskJSON =
        #"{"id":1,"task_id":7,"title":"Lift beams","description":"Crane 3","deadline":"2025-01-20T16:00:00.000000Z","status":"IN_PROGRESS"}"#
    static let entryJSON = """
        {"id":311,"employeeId":17,"workDate":"2025-01-13T00:00:00.000000Z","normalHours":7.5,"overtimeHours":1.5,"weekendHours":0,
         "projectId":4,"taskId":7,"notes":"Night shift","status":"SUBMITTED","submittedAt":"2025-01-13T16:05:12.123000Z",
         "approvedAt":"2025-01-14T08:00:00.000000Z","approvedBy":2}
        """
    static let customerJSON =
        #"{"id":5,"name":"Nordhavn A/S","email":"ops@nordhavn.dk","phone":"+45 1234","createdAt":"2024-11-01T12:00:00.000000Z"}"#
    static let projectJSON =
        #"{"id":4,"title":"Harbour","description":"Pier 2","status":"ACTIVE","startDate":"2025-01-01T00:00:00.000000Z","endDate":"2025-06-30T00:00:00.000000Z"}"#
    static let assignmentJSON = #"{"id":9,"taskId":7,"employeeId":17,"assignedAt":"2025-01-10T07:30:00.000000Z"}"#
    static let periodJSON =
        #"{"period_id":"2025-W02","start_date":"2025-01-06T00:00:00.000000Z","end_date":"2025-01-19T23:59:59.000000Z","week_numbers":"2,3"}"#
    static let notificationJSON = """
        {"id":42,"employeeId":17,"notificationType":"WORK_ENTRY_APPROVED","title":"Approved","message":"Your entry was approved",
         "category":"WORK","priority":"HIGH","isRead":false,"actionRequired":true,"createdAt":"2025-01-14T08:00:01.500000Z",
         "actionUrl":"ksr://entries/311","metadata":{"entryId":311,"hours":9.5,"tags":["night",null,true],"by":{"id":2,"name":"Chef"},"flag":false,"none":null}}
        """
    static let workerJSON =
        #"{"id":3,"name":"Mads","email":"mads@ksr.dk","phone":"+45 55","role":"operator","isActive":true,"hourlyRate":245.50}"#

    func testEveryModelRoundTrips() {
        let coder = coder()
        coder.check(WorkerTask.self, Self.taskJSON)
        coder.check(PayrollPeriod.self, Self.periodJSON)
        coder.check(WorkEntry.self, Self.entryJSON)
        coder.check(AppNotification.self, Self.notificationJSON)
        coder.check(MessageResponse.self, #"{"success":true,"message":"ok"}"#)
        coder.check(CustomersResponse.self, #"{"customers":[\#(Self.customerJSON)],"total":41,"page":3,"limit":20}"#)
        coder.check(
            PaginatedResponse<WorkerForChef>.self,
            """
            {"data":[\(Self.workerJSON)],"pagination":{"currentPage":1,"totalPages":3,"totalCount":41,"hasNext":true,"hasPrevious":false}}
            """)
        coder.check(PaginationInfo.self, #"{"currentPage":3,"totalPages":3,"totalCount":41,"hasNext":false,"hasPrevious":true}"#)
        coder.check(
            ProjectDetailResponse.self,
            """
            {"project":\(Self.projectJSON),"tasks":[{"id":7,"title":"Lift","status":"PENDING"}],"assignments":[\(Self.assignmentJSON)],
             "customer":\(Self.customerJSON),"timeline":[{"id":1,"type":"created","description":"Project created","occurredAt":"2025-01-01T09:00:00.000000Z"}]}
            """)
        coder.check(CreateCustomerRequest.self, #"{"name":"New Co","phone":"+45 99"}"#)
        coder.check(ErrorResponse.self, #"{"error":"validation","message":"Invalid","errors":["a","b"]}"#)
        coder.check(
            LoginResponse.self,
            #"{"token":"jwt","employee":{"id":17,"name":"Ole","email":"ole@ksr.dk","role":"worker","profilePictureUrl":"https://x/y.jpg"}}"#
        )
        coder.check(EmployeeData.self, #"{"id":18,"name":"Eva","email":"eva@ksr.dk","role":"chef"}"#)
        coder.check(
            WorkerTaskDetail.self,
            """
            {"id":1,"task_id":7,"title":"Lift beams","status":"COMPLETED","project":\(Self.projectJSON),"assignments":[\(Self.assignmentJSON)]}
            """)
        coder.check(WorkEntryResponse.self, #"{"success":true,"message":"Saved","entry":\#(Self.entryJSON)}"#)
        coder.check(WorkEntryResponse.self, #"{"success":false,"message":"Rejected"}"#)
        coder.check(
            TimesheetResponse.self,
            #"{"timesheets":[{"id":1,"weekNumber":2,"year":2025,"status":"SENT","totalHours":37.5,"pdfUrl":"https://x/t.pdf"}]}"#)
        coder.check(Timesheet.self, #"{"id":2,"weekNumber":3,"year":2025,"status":"DRAFT","totalHours":0}"#)
        coder.check(TimesheetSubmissionResponse.self, #"{"success":true,"message":"ok","timesheetId":12}"#)
        coder.check(NotificationsResponse.self, #"{"notifications":[\#(Self.notificationJSON)],"unreadCount":1}"#)
        coder.check(
            CreateLeaveRequest.self,
            #"{"leaveType":"vacation","startDate":"2025-07-01T00:00:00.000000Z","endDate":"2025-07-14T00:00:00.000000Z","reason":"Summer"}"#
        )
        coder.check(LeaveRequestResponse.self, #"{"success":true,"message":"ok","leaveRequestId":8}"#)
        coder.check(
            LeaveBalanceResponse.self, #"{"vacationDaysTotal":25,"vacationDaysUsed":3.5,"personalDaysRemaining":2,"sickDaysUsed":1}"#)
        coder.check(ProfileImageResponse.self, #"{"success":true,"imageUrl":"https://cdn.ksr.dk/p/17.jpg"}"#)
        coder.check(TeamMember.self, #"{"id":17,"name":"Ole","role":"worker","status":"active"}"#)
        coder.check(SignatureResponse.self, #"{"success":true,"signatureId":"s1","signatureUrl":"https://x/s1.png"}"#)
        coder.check(ChefDashboardStats.self, #"{"activeProjects":4,"activeWorkers":12,"pendingApprovals":3,"hoursThisWeek":412.5}"#)
        coder.check(
            BusinessInsights.self,
            #"{"revenueThisMonth":120000.50,"revenueLastMonth":40.17,"utilizationRate":0.82,"topCustomers":[\#(Self.customerJSON)]}"#)
        coder.check(Customer.self, Self.customerJSON)
        coder.check(UpdateCustomerRequest.self, #"{"id":5,"email":"new@nordhavn.dk"}"#)
        coder.check(PayrollDashboardStats.self, #"{"pendingEntries":3,"totalHoursThisPeriod":800,"currentPeriod":\#(Self.periodJSON)}"#)
        coder.check(CreatePayrollBatchRequest.self, #"{"periodId":"2025-W02","workEntryIds":[311,312],"notes":"Batch"}"#)
        coder.check(
            PayrollBatch.self,
            #"{"id":1,"batchNumber":"B-1","periodId":"2025-W02","status":"OPEN","totalHours":80,"createdAt":"2025-01-20T10:00:00.000000Z"}"#
        )
        coder.check(
            WorkEntryForReview.self,
            #"{"id":311,"employeeId":17,"employeeName":"Ole","workDate":"2025-01-13T00:00:00.000000Z","totalHours":9,"projectName":"Harbour"}"#
        )
        coder.check(WorkerForChef.self, Self.workerJSON)
        coder.check(CreateWorkerRequest.self, #"{"name":"New","email":"n@ksr.dk","role":"operator","hourlyRate":199.99}"#)
        coder.check(UpdateWorkerRequest.self, #"{"id":3,"isActive":false}"#)
        coder.check(Project.self, Self.projectJSON)
        coder.check(
            KSRCranesTask.self, #"{"id":7,"title":"Lift","description":"d","deadline":"2025-01-20T16:00:00.000000Z","status":"CANCELLED"}"#)
        coder.check(TaskAssignment.self, Self.assignmentJSON)
        coder.check(TimelineEvent.self, #"{"id":2,"type":"approved","description":"Approved","occurredAt":"2025-01-14T08:00:00.000000Z"}"#)
        coder.check(LoginBody.self, #"{"email":"a@ksr.dk","password":"pw"}"#)
        coder.check(SubmitTimesheetBody.self, #"{"entries":[\#(Self.entryJSON)]}"#)
        coder.check(UpdateTeamMemberStatusBody.self, #"{"status":"inactive"}"#)
        for status in ["DRAFT", "SUBMITTED", "APPROVED", "REJECTED"] { coder.check(WorkEntryStatus.self, "\"\(status)\"") }
        for type in ["WORK_ENTRY_SUBMITTED", "WORK_ENTRY_APPROVED", "LEAVE_REQUEST_SUBMITTED", "LEAVE_REQUEST_APPROVED", "SHIFT_SWAPPED"] {
            coder.check(NotificationType.self, "\"\(type)\"")
        }
        for status in ["PENDING", "IN_PROGRESS", "COMPLETED", "CANCELLED", "ON_HOLD"] { coder.check(TaskStatus.self, "\"\(status)\"") }
        for category in ["WORK", "LEAVE", "PAYROLL", "SYSTEM", "SAFETY"] { coder.check(NotificationCategory.self, "\"\(category)\"") }
        for priority in ["LOW", "NORMAL", "HIGH", "URGENT", "CRITICAL"] { coder.check(NotificationPriority.self, "\"\(priority)\"") }
        coder.assertCoversEveryModel(of: "KSRCranes")
    }

    // MARK: KSR-01 Dates

    func testKSR01MicrosecondPatternWithAndWithoutFraction() throws {
        let decoder = KSRCranesCoding.makeDecoder()
        func deadline(_ text: String) throws -> Date? {
            let json = #"{"id":1,"task_id":7,"title":"t","deadline":"\#(text)","status":"PENDING"}"#
            return try decoder.decode(WorkerTask.self, from: Data(json.utf8)).deadline
        }
        let micro = try XCTUnwrap(deadline("2025-01-15T10:30:00.123456Z"))
        XCTAssertEqual(micro.timeIntervalSince1970, utc(2025, 1, 15, 10, 30).timeIntervalSince1970 + 0.123456, accuracy: 0.000_000_5)
        // Lenient: the document's formatter rejects a value without the fraction; the generated one accepts it.
        XCTAssertEqual(try deadline("2025-01-15T10:30:00Z"), utc(2025, 1, 15, 10, 30))
        XCTAssertThrowsError(try deadline("2025-01-15"))
        XCTAssertThrowsError(try deadline("15/01/2025 10:30"))
        // Encoding uses the same pattern, six fraction digits.
        let task = WorkerTask(
            id: 1, taskId: 7, title: "t", deadline: utc(2025, 1, 15, 10, 30, 0, nanosecond: 250_000_000), status: .pending)
        let encoded = try JSONNode(coder().encode(task))
        XCTAssertEqual(encoded["deadline"], .string("2025-01-15T10:30:00.250000Z"))
        XCTAssertEqual(encoded["task_id"], .number(7))
    }

    func testKSR01MicrosecondsSurviveARoundTrip() throws {
        // DateFormatter alone keeps milliseconds: .123456 would come back as .123000.
        for text in [
            "2025-01-15T10:30:00.123456Z", "2025-01-15T10:30:00.000001Z", "2025-01-15T10:30:59.999999Z",
            "1969-12-31T23:59:59.500001Z", "2025-01-15T10:30:00.000000Z",
        ] {
            let json = #"{"id":1,"task_id":7,"title":"t","deadline":"\#(text)","status":"PENDING"}"#
            let task = try KSRCranesCoding.makeDecoder().decode(WorkerTask.self, from: Data(json.utf8))
            XCTAssertEqual(try JSONNode(coder().encode(task))["deadline"], .string(text), text)
        }
        let format = DateFormat.pattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSS'Z'")
        XCTAssertEqual(format.string(from: utc(2025, 1, 15, 10, 30, 0, nanosecond: 999_999_800)), "2025-01-15T10:30:01.000000Z")
        XCTAssertEqual(format.string(from: utc(2025, 1, 15, 10, 30, 0, nanosecond: 42_000)), "2025-01-15T10:30:00.000042Z")
        // Beyond six digits: the seventh and later are zeros; a quoted S is text, not a digit.
        let nine = DateFormat.pattern("'SSSS' HH:mm:ss,SSSSSSSSS")
        XCTAssertEqual(nine.string(from: utc(2025, 1, 15, 10, 30, 0, nanosecond: 123_456_000)), "SSSS 10:30:00,123456000")
        let parsed = try XCTUnwrap(nine.date(from: "SSSS 10:30:00,123456789"))
        XCTAssertEqual(parsed.timeIntervalSince1970.truncatingRemainder(dividingBy: 60), 0.123_456_789, accuracy: 0.000_001)
        // Three digits or fewer stay with DateFormatter.
        XCTAssertEqual(
            DateFormat.pattern("HH:mm:ss.SSS").string(from: utc(2025, 1, 15, 10, 30, 0, nanosecond: 123_456_000)), "10:30:00.123")
    }

    // MARK: KSR-02 to KSR-06 Models

    func testKSR02WorkerTask() throws {
        let json = #"{"id":1,"task_id":7,"title":"","description":null,"deadline":"2025-01-15T10:30:00.000000Z","status":"PENDING"}"#
        let task = try XCTUnwrap(coder().check(WorkerTask.self, json, canonical: false))
        XCTAssertEqual(task.id, 1)
        XCTAssertEqual(task.taskId, 7)
        XCTAssertNil(task.description)
        XCTAssertEqual(task.status, .pending)
        XCTAssertEqual(task.title.isEmpty ? "Untitled Task" : task.title, "Untitled Task")
        // description: null is left out when encoding.
        XCTAssertEqual(try JSONNode(coder().encode(task)).keys, ["id", "task_id", "title", "deadline", "status"])
    }

    func testKSR03PayrollPeriodKeys() throws {
        let period = try XCTUnwrap(coder().check(PayrollPeriod.self, Self.periodJSON))
        XCTAssertEqual(period.id, "2025-W02")
        XCTAssertEqual(period.startDate, utc(2025, 1, 6))
        XCTAssertEqual(period.endDate, utc(2025, 1, 19, 23, 59, 59))
        XCTAssertEqual(period.weekNumbers, "2,3")
    }

    func testKSR04WorkEntry() throws {
        let entry = try XCTUnwrap(coder().check(WorkEntry.self, Self.entryJSON))
        XCTAssertEqual(entry.status, .submitted)
        XCTAssertEqual(entry.normalHours + entry.overtimeHours + entry.weekendHours, 9)
        XCTAssertTrue(entry.overtimeHours > 0 || entry.weekendHours > 0)
        for (raw, status) in [
            ("DRAFT", WorkEntryStatus.draft), ("SUBMITTED", .submitted), ("APPROVED", .approved), ("REJECTED", .rejected),
        ] {
            let json = Self.entryJSON.replacingOccurrences(of: "\"SUBMITTED\"", with: "\"\(raw)\"")
            XCTAssertEqual(coder().check(WorkEntry.self, json)?.status, status)
        }
        // WorkEntryStatus has no unknown fallback in the spec.
        coder().checkFails(WorkEntry.self, Self.entryJSON.replacingOccurrences(of: "\"SUBMITTED\"", with: "\"ARCHIVED\""))
        // A draft without an id: the id is left out when encoding.
        let draft = WorkEntry(
            employeeId: 17, workDate: utc(2025, 1, 13), normalHours: 7.5, overtimeHours: 0, weekendHours: 0, status: .draft)
        let node = try JSONNode(coder().encode(draft))
        XCTAssertNil(node["id"])
        XCTAssertEqual(node.keys, ["employeeId", "workDate", "normalHours", "overtimeHours", "weekendHours", "status"])
        XCTAssertEqual(node["workDate"], .string("2025-01-13T00:00:00.000000Z"))
    }

    func testKSR05NotificationsUnknownValuesAndMetadata() throws {
        let coder = coder()
        let notification = try XCTUnwrap(coder.check(AppNotification.self, Self.notificationJSON))
        XCTAssertEqual(notification.notificationType, .workEntryApproved)
        XCTAssertEqual(notification.category, .work)
        XCTAssertEqual(notification.priority, .high)
        XCTAssertEqual(
            notification.createdAt.timeIntervalSince1970, utc(2025, 1, 14, 8, 0, 1).timeIntervalSince1970 + 0.5, accuracy: 0.000_1)
        // Free-form metadata: nested objects, arrays, numbers, bools and null survive.
        let metadata = try XCTUnwrap(notification.metadata)
        XCTAssertEqual(metadata["entryId"], .int(311))
        XCTAssertEqual(metadata["hours"], .double(9.5))
        XCTAssertEqual(metadata["tags"], .array([.string("night"), .null, .bool(true)]))
        XCTAssertEqual(metadata["by"]?["name"], .string("Chef"))
        XCTAssertEqual(metadata["flag"], .bool(false))
        XCTAssertEqual(metadata["none"], .null)
        let built: [String: JSONValue] = ["a": [1, "two", 3.5, nil, ["b": true]]]
        var changed = notification
        changed.metadata = built
        XCTAssertEqual(try KSRCranesCoding.makeDecoder().decode(AppNotification.self, from: coder.encode(changed)).metadata, built)

        // The four document values, and a value added later: kept as .unknown and sent back unchanged.
        XCTAssertEqual(
            NotificationType.allCases.map(\.rawValue),
            ["WORK_ENTRY_SUBMITTED", "WORK_ENTRY_APPROVED", "LEAVE_REQUEST_SUBMITTED", "LEAVE_REQUEST_APPROVED"])
        let later = Self.notificationJSON
            .replacingOccurrences(of: "WORK_ENTRY_APPROVED", with: "SHIFT_SWAPPED")
            .replacingOccurrences(of: "\"HIGH\"", with: "\"CRITICAL\"")
        let unknown = try XCTUnwrap(coder.check(AppNotification.self, later))
        XCTAssertEqual(unknown.notificationType, .unknown("SHIFT_SWAPPED"))
        XCTAssertEqual(unknown.priority, .unknown("CRITICAL"))
        XCTAssertEqual(unknown.notificationType.rawValue, "SHIFT_SWAPPED")
        XCTAssertTrue(text(coder.encode(unknown)).contains(#""notificationType":"SHIFT_SWAPPED""#))
        XCTAssertEqual(NotificationType(rawValue: "WORK_ENTRY_SUBMITTED"), .workEntrySubmitted)
        XCTAssertEqual(TaskStatus(rawValue: "IN_PROGRESS"), .inProgress)
        // An open enum takes a text literal as its raw value: a listed one is its case.
        let literals: [NotificationType] = ["WORK_ENTRY_SUBMITTED", "SHIFT_SWAPPED"]
        XCTAssertEqual(literals, [.workEntrySubmitted, .unknown("SHIFT_SWAPPED")])
    }

    func testKSR06Wrappers() throws {
        let coder = coder()
        XCTAssertEqual(
            coder.check(MessageResponse.self, #"{"success":true,"message":"Approved"}"#),
            MessageResponse(success: true, message: "Approved"))
        let customers = try XCTUnwrap(
            coder.check(CustomersResponse.self, #"{"customers":[\#(Self.customerJSON)],"total":41,"page":3,"limit":20}"#))
        XCTAssertEqual(customers.customers.map(\.name), ["Nordhavn A/S"])
        XCTAssertEqual(customers.total, 41)
        let workers = try XCTUnwrap(
            coder.check(
                PaginatedResponse<WorkerForChef>.self,
                """
                {"data":[\(Self.workerJSON)],"pagination":{"currentPage":1,"totalPages":3,"totalCount":41,"hasNext":true,"hasPrevious":false}}
                """))
        XCTAssertTrue(workers.pagination.hasNext)
        XCTAssertFalse(workers.pagination.hasPrevious)
        XCTAssertEqual(workers.data.first?.hourlyRate, decimal("245.50"))
    }

    func testExampleFixture() throws {
        let example = WorkEntry.example
        XCTAssertEqual(example.id, 311)
        XCTAssertEqual(example.status, .submitted)
        XCTAssertEqual(example.workDate, utc(2025, 1, 13))
        XCTAssertEqual(
            try XCTUnwrap(example.submittedAt).timeIntervalSince1970, utc(2025, 1, 13, 16, 5, 12).timeIntervalSince1970 + 0.123456,
            accuracy: 0.000_01)
        XCTAssertNoThrow(try KSRCranesCoding.makeDecoder().decode(WorkEntry.self, from: coder().encode(example)))
    }

    // MARK: Requests

    func routes() -> [Route<KSRCranesEndpoint, MockKSRCranesClient>] {
        let entry = WorkEntry.example
        let leave = CreateLeaveRequest(leaveType: "vacation", startDate: utc(2025, 7, 1), endDate: utc(2025, 7, 14))
        let photo = FilePart(data: Data([0xFF, 0xD8, 0xFF]), filename: "profile.jpg", contentType: "image/jpeg")
        let signature = Data([0x89, 0x50, 0x4E, 0x47])
        let newCustomer = CreateCustomerRequest(name: "New Co")
        let customer = UpdateCustomerRequest(id: 5, name: "Renamed")
        let batch = CreatePayrollBatchRequest(periodId: "2025-W02", workEntryIds: [311])
        let newWorker = CreateWorkerRequest(name: "N", email: "n@ksr.dk", role: "operator")
        let worker = UpdateWorkerRequest(id: 3, isActive: false)
        let from = utc(2025, 1, 6)
        let to = utc(2025, 1, 12)
        return [
            Route(.login(email: "a@ksr.dk", password: "pw"), "POST", "/api/app/auth/login") {
                _ = try await $0.login(email: "a@ksr.dk", password: "pw")
            },
            Route(.fetchTasks, "GET", "/api/app/tasks") { _ = try await $0.fetchTasks() },
            Route(.fetchTaskDetail(taskId: 7), "GET", "/api/app/tasks/7") { _ = try await $0.fetchTaskDetail(taskId: 7) },
            Route(.fetchWorkEntries(startDate: from, endDate: to), "GET", "/api/app/work-entries") {
                _ = try await $0.fetchWorkEntries(startDate: from, endDate: to)
            },
            Route(.submitWorkEntry(body: entry), "POST", "/api/app/work-entries") { _ = try await $0.submitWorkEntry(body: entry) },
            Route(.fetchTimesheets, "GET", "/api/app/timesheets") { _ = try await $0.fetchTimesheets() },
            Route(.submitTimesheet(entries: [entry]), "POST", "/api/app/timesheets") { _ = try await $0.submitTimesheet(entries: [entry]) },
            Route(.fetchNotifications, "GET", "/api/app/notifications") { _ = try await $0.fetchNotifications() },
            Route(.markNotificationAsRead(notificationId: 42), "PUT", "/api/app/notifications/42/read") {
                _ = try await $0.markNotificationAsRead(notificationId: 42)
            },
            Route(.submitLeaveRequest(body: leave), "POST", "/api/app/leave-requests") { _ = try await $0.submitLeaveRequest(body: leave) },
            Route(.fetchLeaveBalance, "GET", "/api/app/leave-requests/balance") { _ = try await $0.fetchLeaveBalance() },
            Route(.uploadProfileImage(profileImage: photo), "POST", "/api/app/profile/image") {
                _ = try await $0.uploadProfileImage(profileImage: photo)
            },
            Route(.fetchPendingWorkEntries, "GET", "/api/app/manager/work-entries/pending") { _ = try await $0.fetchPendingWorkEntries() },
            Route(.approveWorkEntry(entryId: 311), "PUT", "/api/app/manager/work-entries/311/approve") {
                _ = try await $0.approveWorkEntry(entryId: 311)
            },
            Route(.fetchTeamMembers, "GET", "/api/app/manager/team") { _ = try await $0.fetchTeamMembers() },
            Route(.updateTeamMemberStatus(memberId: 17, status: "inactive"), "PUT", "/api/app/manager/team/17/status") {
                _ = try await $0.updateTeamMemberStatus(memberId: 17, status: "inactive")
            },
            Route(.submitSignature(body: signature), "POST", "/api/app/manager/signature") {
                _ = try await $0.submitSignature(body: signature)
            },
            Route(.fetchDashboardStats, "GET", "/api/app/chef/dashboard/stats") { _ = try await $0.fetchDashboardStats() },
            Route(.fetchBusinessInsights, "GET", "/api/app/chef/dashboard/insights") { _ = try await $0.fetchBusinessInsights() },
            Route(.fetchCustomers(page: 1, limit: 20), "GET", "/api/app/chef/customers") { _ = try await $0.fetchCustomers() },
            Route(.createCustomer(body: newCustomer), "POST", "/api/app/chef/customers") {
                _ = try await $0.createCustomer(body: newCustomer)
            },
            Route(.updateCustomer(body: customer), "PUT", "/api/app/chef/customers") { _ = try await $0.updateCustomer(body: customer) },
            Route(.fetchPayrollStats, "GET", "/api/app/chef/payroll/stats") { _ = try await $0.fetchPayrollStats() },
            Route(.createPayrollBatch(body: batch), "POST", "/api/app/chef/payroll/batches") {
                _ = try await $0.createPayrollBatch(body: batch)
            },
            Route(.fetchAvailableWorkEntries, "GET", "/api/app/chef/payroll/available-entries") {
                _ = try await $0.fetchAvailableWorkEntries()
            },
            Route(.fetchWorkers(page: 1), "GET", "/api/app/chef/workers") { _ = try await $0.fetchWorkers() },
            Route(.createWorker(body: newWorker), "POST", "/api/app/chef/workers") { _ = try await $0.createWorker(body: newWorker) },
            Route(.updateWorker(body: worker), "PUT", "/api/app/chef/workers") { _ = try await $0.updateWorker(body: worker) },
            Route(.deleteWorker(workerId: 3), "DELETE", "/api/app/chef/workers/3") { _ = try await $0.deleteWorker(workerId: 3) },
        ]
    }

    /// KSR-07, KSR-10: methods, paths, bearer except login, 30 s except the long operations (300 s).
    func testRoutesAndTimeouts() throws {
        let routes = routes()
        XCTAssertEqual(routes.count, 29)
        XCTAssertEqual(Set(routes.map(\.endpoint.operation)), GeneratedSource.operations(api: "KSRCranes"))
        let long: Set = ["submitTimesheet", "uploadProfileImage", "submitSignature", "createPayrollBatch"]
        for route in routes {
            let request = try request(route.endpoint)
            let operation = route.endpoint.operation
            XCTAssertEqual(request.method.rawValue, route.method, line: route.line)
            XCTAssertEqual(request.path, route.path, line: route.line)
            XCTAssertEqual(request.timeout, long.contains(operation) ? 300 : 30, operation, line: route.line)
            XCTAssertEqual(request.auth, operation == "login" ? AuthScheme.none : .bearer, operation, line: route.line)
            XCTAssertEqual(request.retries, 0, line: route.line)
            XCTAssertNil(request.cacheLifetime, line: route.line)
            let urlRequest = try route.endpoint.urlRequest(baseURL: baseURL, encoder: KSRCranesCoding.makeEncoder())
            XCTAssertEqual(urlRequest.timeoutInterval, long.contains(operation) ? 300 : 30, line: route.line)
            if route.method == "GET" { XCTAssertNil(urlRequest.httpBody, line: route.line) }
        }
    }

    /// KSR-07: fetchTasks is `GET https://ksrcranes.dk/api/app/tasks`.
    func testKSR07FetchTasks() throws {
        let urlRequest = try KSRCranesEndpoint.fetchTasks.urlRequest(baseURL: baseURL, encoder: KSRCranesCoding.makeEncoder())
        XCTAssertEqual(urlRequest.url?.absoluteString, "https://ksrcranes.dk/api/app/tasks")
        XCTAssertEqual(urlRequest.httpMethod, "GET")
        XCTAssertEqual(urlRequest.timeoutInterval, 30)
        XCTAssertNil(urlRequest.httpBody)
        let tasks = try KSRCranesCoding.makeDecoder().decode([WorkerTask].self, from: Data("[\(Self.taskJSON)]".utf8))
        XCTAssertEqual(tasks.first?.status, .inProgress)
    }

    /// The work-entry query dates are `format: date` (yyyy-MM-dd), not the API's timestamp pattern.
    func testWorkEntriesQueryUsesDateOnly() throws {
        let request = try request(.fetchWorkEntries(startDate: utc(2025, 1, 6), endDate: utc(2025, 1, 12, 23, 59)))
        XCTAssertEqual(pairs(request.query), ["startDate=2025-01-06", "endDate=2025-01-12"])
        XCTAssertEqual(
            request.url(baseURL: baseURL).absoluteString,
            "https://ksrcranes.dk/api/app/work-entries?startDate=2025-01-06&endDate=2025-01-12")
        XCTAssertEqual(pairs(try self.request(.fetchCustomers(page: 2, limit: 50)).query), ["page=2", "limit=50"])
        XCTAssertEqual(pairs(try self.request(.fetchWorkers(page: 3)).query), ["page=3"])
    }

    /// KSR-08: the WorkEntry body in the same date format the decoder reads.
    func testKSR08SubmitWorkEntryBody() throws {
        let data = try jsonBody(.submitWorkEntry(body: WorkEntry.example))
        let node = try JSONNode(data)
        XCTAssertEqual(node["workDate"], .string("2025-01-13T00:00:00.000000Z"))
        XCTAssertEqual(node["status"], .string("SUBMITTED"))
        XCTAssertNil(node["approvedAt"])
        XCTAssertEqual(try KSRCranesCoding.makeDecoder().decode(WorkEntry.self, from: data).id, 311)
        // The inline timesheet body wraps the entries; login marks the password secret.
        let timesheet = try JSONNode(jsonBody(.submitTimesheet(entries: [WorkEntry.example])))
        XCTAssertEqual(timesheet.keys, ["entries"])
        assertJSON(try jsonBody(.login(email: "a@ksr.dk", password: "pw")), equals: #"{"email":"a@ksr.dk","password":"pw"}"#)
        XCTAssertEqual(try request(.login(email: "a", password: "b")).secretKeys, ["password", "token"])  // LoginResponse.token too
        assertJSON(try jsonBody(.updateTeamMemberStatus(memberId: 1, status: "inactive")), equals: #"{"status":"inactive"}"#)
    }

    /// An unencodable body (a NaN hour count) is `APIError.encoding` naming the operation.
    func testEncodingFailureIsAnAPIError() {
        var entry = WorkEntry.example
        entry.normalHours = .nan
        XCTAssertThrowsError(try request(.submitWorkEntry(body: entry))) { error in
            XCTAssertEqual((error as? APIError)?.kind, .encoding)
            XCTAssertEqual((error as? APIError)?.details.operation, "submitWorkEntry")
        }
    }

    /// KSR-09: one file part `profile_image`, `profile.jpg`, `image/jpeg`, with a boundary header.
    func testKSR09MultipartUpload() throws {
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0])
        let request = try request(
            .uploadProfileImage(profileImage: FilePart(data: jpeg, filename: "profile.jpg", contentType: "image/jpeg")))
        guard case .multipart(let parts) = request.body else { return XCTFail("expected multipart, got \(request.body)") }
        XCTAssertEqual(parts, [MultipartPart(name: "profile_image", filename: "profile.jpg", contentType: "image/jpeg", data: jpeg)])
        let (body, contentType) = try XCTUnwrap(request.body.encoded(boundary: "BOUNDARY"))
        XCTAssertEqual(contentType, "multipart/form-data; boundary=BOUNDARY")
        let head = String(decoding: body.prefix(200), as: UTF8.self)
        XCTAssertTrue(head.hasPrefix("--BOUNDARY\r\n"), head)
        XCTAssertTrue(head.contains(#"Content-Disposition: form-data; name="profile_image"; filename="profile.jpg""#), head)
        XCTAssertTrue(head.contains("Content-Type: image/jpeg"), head)
        XCTAssertNotNil(body.range(of: jpeg))
        XCTAssertTrue(String(decoding: body.suffix(20), as: UTF8.self).hasSuffix("--BOUNDARY--\r\n"))
        let urlRequest = request.urlRequest(baseURL: baseURL)
        XCTAssertTrue(urlRequest.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("multipart/form-data; boundary=") == true)
        XCTAssertEqual(urlRequest.timeoutInterval, 300)
    }

    /// The signature is the PNG bytes as the body.
    func testRawSignatureBody() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A])
        let urlRequest = try KSRCranesEndpoint.submitSignature(body: png).urlRequest(
            baseURL: baseURL, encoder: KSRCranesCoding.makeEncoder())
        XCTAssertEqual(urlRequest.httpBody, png)
        XCTAssertEqual(urlRequest.value(forHTTPHeaderField: "Content-Type"), "image/png")
        XCTAssertEqual(urlRequest.httpMethod, "POST")
    }

    func testPathParametersAreEscaped() throws {
        XCTAssertEqual(try request(.deleteWorker(workerId: -3)).path, "/api/app/chef/workers/-3")
        XCTAssertEqual(try request(.fetchTaskDetail(taskId: 1_000_000)).path, "/api/app/tasks/1000000")
    }

    // MARK: Mock client (KSR-13)

    func testMockRecordsEveryEndpointAndThrowsWhenNotStubbed() async throws {
        let routes = routes()
        let mock = MockKSRCranesClient()
        for route in routes {
            do {
                try await route.call(mock)
                XCTFail("\(route.endpoint.operation) answered without a handler", line: route.line)
            } catch let error as MockClientError {
                XCTAssertEqual(error, .notStubbed(route.endpoint.operation), line: route.line)
                XCTAssertEqual(error.description, "not stubbed: \(route.endpoint.operation)", line: route.line)
            }
        }
        XCTAssertEqual(mock.calls, routes.map(\.endpoint))
    }

    func testMockHandlersPagesAndConcurrency() async throws {
        let mock = MockKSRCranesClient()
        // One worker per page, a different one each time (a page that repeated the one before
        // would end the sequence).
        mock.handlers.fetchWorkers = { page in
            let worker = try KSRCranesCoding.makeDecoder().decode(
                WorkerForChef.self, from: Data(Self.workerJSON.replacingOccurrences(of: #""id":3"#, with: #""id":\#(page)"#).utf8))
            return PaginatedResponse(
                data: [worker],
                pagination: PaginationInfo(currentPage: page, totalPages: 3, totalCount: 3, hasNext: page < 3, hasPrevious: page > 1))
        }
        var count = 0
        for try await _ in mock.fetchWorkersItems() { count += 1 }
        XCTAssertEqual(count, 3, "hasNext drives the pages")
        XCTAssertEqual(mock.calls, [.fetchWorkers(page: 1), .fetchWorkers(page: 2), .fetchWorkers(page: 3)])

        mock.handlers.approveWorkEntry = { id in MessageResponse(success: true, message: "approved \(id)") }
        let messages = try await withThrowingTaskGroup(of: String.self) { group in
            for id in 1...30 {
                group.addTask { try await mock.approveWorkEntry(entryId: id).message }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(Set(messages), Set((1...30).map { "approved \($0)" }))
        XCTAssertEqual(Set(mock.calls.dropFirst(3)), Set((1...30).map { KSRCranesEndpoint.approveWorkEntry(entryId: $0) }))
        XCTAssertEqual(mock.calls.count, 33)
    }
}

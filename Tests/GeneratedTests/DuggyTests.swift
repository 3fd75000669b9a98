// Duggy (seed 000): models, requests and the mock client, without a network.
// Catalog §4.1: DG-01, DG-02 (auth per endpoint), DG-03 (static headers), DG-04, DG-05,
// DG-06 (retry counts), DG-07 (cache lifetimes), DG-08, DG-09, DG-13, DG-14, DG-16, DG-19.

import Duggy
import DuggyMocks
import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class DuggyTests: XCTestCase {
    private let baseURL = DuggyServer.production.url

    private func coder() -> RoundTripper {
        RoundTripper(decoder: DuggyCoding.makeDecoder, encoder: DuggyCoding.makeEncoder)
    }

    private func request(_ endpoint: DuggyEndpoint) throws -> EndpointRequest {
        try endpoint.request(encoder: DuggyCoding.makeEncoder())
    }

    private func jsonBody(_ endpoint: DuggyEndpoint, file: StaticString = #filePath, line: UInt = #line) throws -> Data {
        let request = try request(endpoint)
        guard case .json(let data) = request.body else {
            XCTFail("\(request.operation): expected a JSON body, got \(request.body)", file: file, line: line)
            return Data()
        }
        return data
    }

    // MARK: Fixtures (snake_case, ISO 8601)

    static let userJSON = """
        {"id":"u_1","first_name":"Asha","last_name":"Rao","email":"asha@example.com","phone_number":"+15550100",
         "profile_image_url":"https://cdn.duggy.app/u/1.jpg","date_of_birth":"1990-04-01T00:00:00Z","gender":"female",
         "role":"member","is_active":true,"created_at":"2025-01-15T10:30:00Z","updated_at":"2025-01-16T11:00:00Z"}
        """
    static let clubJSON = """
        {"id":"c1","name":"Riverside FC","description":"Sunday league","logo_url":"https://cdn.duggy.app/c/1.png",
         "banner_url":"https://cdn.duggy.app/c/1b.png",
         "location":{"address":"1 Park Rd","city":"Leeds","state":"West Yorkshire","country":"UK","postal_code":"LS1","latitude":53.8,"longitude":-1.55},
         "member_count":24,"max_members":30,"is_public":true,"invite_code":"RIVER",
         "settings":{"allow_member_invites":true,"require_join_approval":false,"currency":"GBP","timezone":"Europe/London"},
         "user_role":"admin","created_at":"2025-01-15T10:30:00Z","updated_at":"2025-01-15T10:30:00Z"}
        """
    static let memberJSON = #"{"id":"m1","club_id":"c1","user":\#(userJSON),"role":"member","joined_at":"2025-02-01T18:00:00Z"}"#
    static let matchJSON = """
        {"id":"x1","club_id":"c1","title":"Derby","scheduled_at":"2025-03-02T15:00:00Z","venue":"Home","status":"scheduled",
         "max_players":22,"player_count":18,"fee":5.50,"created_at":"2025-02-20T09:00:00Z"}
        """
    static let transactionJSON = """
        {"id":"t1","type":"payment","amount":120.50,"currency":"GBP","status":"completed","description":"Fees","created_at":"2025-03-01T12:00:00Z"}
        """
    static let productJSON = """
        {"id":"p1","club_id":"c1","name":"Home shirt","description":"2025 kit","category":"kit","price":40.17,"currency":"GBP",
         "image_url":"https://cdn.duggy.app/p/1.jpg","stock":12}
        """
    static let orderJSON = """
        {"id":"o1","club_id":"c1","items":[{"product_id":"p1","name":"Home shirt","quantity":2,"unit_price":40.17}],
         "total":80.34,"currency":"GBP","status":"paid","created_at":"2025-03-01T12:00:00Z"}
        """
    static let notificationJSON = """
        {"id":"n1","title":"Match tomorrow","body":"Derby at 3pm","type":"match_reminder","is_read":false,"created_at":"2025-03-01T09:00:00Z",
         "data":{"match_id":"x1","players":18,"fee":5.5,"confirmed":true,"extra":{"nested":[1,"two",null]}}}
        """

    func testEveryModelRoundTrips() {
        let coder = coder()
        coder.check(SendOTPBody.self, #"{"phone_number":"+15550100"}"#)
        coder.check(VerifyOTPBody.self, #"{"phone_number":"+15550100","otp":"123456"}"#)
        coder.check(RefreshTokenBody.self, #"{"refresh_token":"r"}"#)
        coder.check(JoinClubBody.self, #"{"invite_code":"RIVER"}"#)
        coder.check(JoinClubBody.self, "{}")
        coder.check(UpdateMemberRoleBody.self, #"{"role":"captain"}"#)
        coder.check(
            SendOTPResponse.self,
            #"{"success":true,"message":"Sent","otp_id":"otp_1","expires_at":"2025-03-01T12:05:00Z","retry_after":30.5}"#)
        coder.check(
            VerifyOTPResponse.self,
            """
            {"success":true,"user":\(Self.userJSON),
             "tokens":{"access_token":"a","refresh_token":"r","expires_at":"2025-03-01T13:00:00Z","token_type":"Bearer"}}
            """)
        coder.check(AuthTokens.self, #"{"access_token":"a","refresh_token":"r","expires_at":"2025-03-01T13:00:00Z","token_type":"Bearer"}"#)
        coder.check(RefreshTokenResponse.self, #"{"access_token":"a2","expires_at":"2025-03-01T14:00:00Z"}"#)
        coder.check(UserDTO.self, Self.userJSON)
        coder.check(
            UserDTO.self,
            """
            {"id":"u_2","first_name":"B","last_name":"C","phone_number":"+1","role":"member","is_active":false,
             "created_at":"2025-01-15T10:30:00Z","updated_at":"2025-01-15T10:30:00Z"}
            """)
        coder.check(UpdateProfileRequest.self, #"{"firstName":"Asha","lastName":"Rao","dateOfBirth":"1990-04-01T00:00:00Z"}"#)
        coder.check(ProfileImageResponse.self, #"{"profile_image_url":"https://cdn.duggy.app/u/1.jpg"}"#)
        coder.check(ClubDTO.self, Self.clubJSON)
        coder.check(
            CreateClubRequest.self,
            """
            {"name":"New FC","description":"d","isPublic":false,"maxMembers":20,
             "location":{"address":"2 Park Rd","city":"Leeds","state":"WY","country":"UK"}}
            """)
        coder.check(LocationDTO.self, #"{"address":"a","city":"b","state":"c","country":"d"}"#)
        coder.check(ClubSettingsDTO.self, #"{"allow_member_invites":false,"require_join_approval":true,"currency":"EUR"}"#)
        coder.check(
            CreateLocationRequest.self,
            #"{"address":"a","city":"b","state":"c","country":"d","postalCode":"e","latitude":1.5,"longitude":-2.25}"#)
        coder.check(UpdateClubRequest.self, #"{"name":"Renamed","isPublic":true}"#)
        coder.check(UpdateClubRequest.self, "{}")
        coder.check(MemberDTO.self, Self.memberJSON)
        coder.check(Page<MemberDTO>.self, #"{"items":[\#(Self.memberJSON)],"page":1,"limit":20,"total":1,"has_more":false}"#)
        coder.check(InviteMemberRequest.self, #"{"phoneNumber":"+1555","role":"member","message":"Join us"}"#)
        coder.check(
            InvitationDTO.self,
            #"{"id":"i1","club_id":"c1","phone_number":"+1555","role":"member","invite_code":"ABC","expires_at":"2025-03-08T00:00:00Z"}"#)
        coder.check(MatchDTO.self, Self.matchJSON)
        coder.check(CreateMatchRequest.self, #"{"title":"Derby","scheduledAt":"2025-03-02T15:00:00Z","fee":5.50}"#)
        coder.check(UpdateMatchRequest.self, #"{"status":"cancelled"}"#)
        coder.check(TransactionDTO.self, Self.transactionJSON)
        coder.check(
            CreatePaymentRequest.self,
            #"{"amount":120.50,"currency":"GBP","purpose":"fees","referenceId":"x1","paymentMethodId":"pm_1"}"#)
        coder.check(WalletBalanceDTO.self, #"{"balance":40.17,"currency":"GBP","updated_at":"2025-03-01T12:00:00Z"}"#)
        coder.check(AddMoneyRequest.self, #"{"amount":10,"currency":"GBP","paymentMethodId":"pm_1"}"#)
        coder.check(ProductDTO.self, Self.productJSON)
        coder.check(CreateOrderRequest.self, #"{"clubId":"c1","items":[{"productId":"p1","quantity":2}],"note":"Size M"}"#)
        coder.check(OrderItemRequest.self, #"{"productId":"p1","quantity":1}"#)
        coder.check(OrderDTO.self, Self.orderJSON)
        coder.check(OrderItemDTO.self, #"{"product_id":"p1","name":"Home shirt","quantity":1,"unit_price":40.17}"#)
        coder.check(NotificationDTO.self, Self.notificationJSON)
        coder.check(
            NotificationSettings.self,
            #"{"push_enabled":true,"email_enabled":false,"sms_enabled":false,"match_reminders":true,"payment_alerts":true}"#)
        coder.check(
            ClubStatsDTO.self, #"{"member_count":24,"active_members":20,"matches_played":10,"upcoming_matches":2,"revenue":1200.00}"#)
        coder.check(
            FinancialSummaryDTO.self,
            """
            {"club_id":"c1","currency":"GBP","total_income":1200.50,"total_expenses":800.25,"balance":400.25,"pending_payments":40.17,
             "period_start":"2025-01-01T00:00:00Z","period_end":"2025-03-31T23:59:59Z"}
            """)
        coder.check(
            SystemHealthDTO.self,
            #"{"status":"ok","version":"1.2.3","uptime_seconds":86400,"checked_at":"2025-03-01T12:00:00Z","services":{"db":"ok","push":"degraded"}}"#
        )
        coder.check(
            ErrorResponse.self,
            #"{"error":"validation_error","message":"Phone is invalid","code":"E_PHONE","details":{"field":"phone","min":10,"ratio":0.5,"strict":true}}"#
        )
        for type in ["members", "matches", "transactions", "orders"] { coder.check(ExportType.self, "\"\(type)\"") }
        coder.assertCoversEveryModel(of: "Duggy")
    }

    /// DG-14: snake_case DTOs with ISO 8601 dates; the acronym fields have explicit keys.
    func testDG14DTODecodingAndAcronymKeys() throws {
        let coder = coder()
        let user = try XCTUnwrap(coder.check(UserDTO.self, Self.userJSON))
        XCTAssertEqual(user.profileImageURL, "https://cdn.duggy.app/u/1.jpg")
        XCTAssertEqual(user.dateOfBirth, utc(1990, 4, 1))
        XCTAssertEqual(user.createdAt, utc(2025, 1, 15, 10, 30))
        let club = try XCTUnwrap(coder.check(ClubDTO.self, Self.clubJSON))
        XCTAssertEqual(club.logoURL, "https://cdn.duggy.app/c/1.png")
        XCTAssertEqual(club.bannerURL, "https://cdn.duggy.app/c/1b.png")
        XCTAssertEqual(club.location?.postalCode, "LS1")
        XCTAssertEqual(club.settings.currency, "GBP")
        let encoded = try JSONNode(coder.encode(club))
        XCTAssertEqual(encoded["logo_url"], .string("https://cdn.duggy.app/c/1.png"))
        XCTAssertNil(encoded["logo_u_r_l"])
        XCTAssertNil(encoded["logoURL"])
        XCTAssertEqual(UserDTO.example.createdAt, utc(2025, 1, 15, 10, 30))
    }

    /// DG-13: `details` keeps scalar values; a body without `error` or `message` does not decode.
    func testDG13ErrorResponse() throws {
        let coder = coder()
        let error = try XCTUnwrap(
            coder.check(ErrorResponse.self, #"{"error":"e","message":"m","details":{"s":"x","i":1,"d":2.5,"b":false}}"#))
        XCTAssertEqual(error.details, ["s": "x", "i": 1, "d": 2.5, "b": false])
        XCTAssertNil(coder.check(ErrorResponse.self, #"{"error":"e","message":"m"}"#)?.details)
        coder.checkFails(ErrorResponse.self, #"{"error":"e"}"#)
        coder.checkFails(ErrorResponse.self, #"{"message":"m"}"#)
    }

    /// Free-form JSON (`data: [String: JSON]?`) round-trips unchanged.
    func testFreeFormJSON() throws {
        let notification = try XCTUnwrap(coder().check(NotificationDTO.self, Self.notificationJSON))
        let data = try XCTUnwrap(notification.data)
        XCTAssertEqual(data["players"], .int(18))
        XCTAssertEqual(data["fee"], .double(5.5))
        XCTAssertEqual(data["extra"]?["nested"], .array([.int(1), .string("two"), .null]))
        let empty = try XCTUnwrap(
            coder().check(
                NotificationDTO.self, Self.notificationJSON.replacingOccurrences(of: #""data":{"#, with: #""data":{},"old":{"#),
                canonical: false))
        XCTAssertEqual(empty.data, [:])
    }

    func testDecimalMoney() throws {
        let coder = coder()
        let transaction = try XCTUnwrap(coder.check(TransactionDTO.self, Self.transactionJSON))
        XCTAssertEqual(transaction.amount, decimal("120.50"))
        let product = try XCTUnwrap(coder.check(ProductDTO.self, Self.productJSON))
        XCTAssertEqual(product.price, decimal("40.17"))
        let order = try XCTUnwrap(coder.check(OrderDTO.self, Self.orderJSON))
        XCTAssertEqual(order.total, decimal("80.34"))
        XCTAssertEqual(order.items[0].unitPrice * 2, order.total)
        let payment = try jsonBody(
            .createPayment(body: CreatePaymentRequest(amount: decimal("120.50"), currency: "GBP", purpose: "fees", paymentMethodId: "pm")))
        XCTAssertTrue(text(payment).contains(#""amount":120.5"#), text(payment))
    }

    // MARK: Requests

    func routes() -> [Route<DuggyEndpoint, MockDuggyClient>] {
        let profile = UpdateProfileRequest(firstName: "A", lastName: "R")
        let image = Data([1, 2, 3])
        let newClub = CreateClubRequest(name: "New", isPublic: true)
        let club = UpdateClubRequest(name: "Renamed")
        let invite = InviteMemberRequest(phoneNumber: "+1")
        let newMatch = CreateMatchRequest(title: "Derby", scheduledAt: utc(2025, 3, 2, 15))
        let match = UpdateMatchRequest(status: "cancelled")
        let payment = CreatePaymentRequest(amount: 10, currency: "GBP", purpose: "fees", paymentMethodId: "pm")
        let money = AddMoneyRequest(amount: 10, currency: "GBP", paymentMethodId: "pm")
        let order = CreateOrderRequest(clubId: "c1", items: [OrderItemRequest(productId: "p1", quantity: 1)])
        let settings = NotificationSettings(
            pushEnabled: true, emailEnabled: false, smsEnabled: false, matchReminders: true, paymentAlerts: true)
        return [
            Route(.sendOTP(phoneNumber: "+1"), "POST", "/auth/send-otp") { _ = try await $0.sendOTP(phoneNumber: "+1") },
            Route(.verifyOTP(phoneNumber: "+1", otp: "123456"), "POST", "/auth/verify-otp") {
                _ = try await $0.verifyOTP(phoneNumber: "+1", otp: "123456")
            },
            Route(.refreshToken(refreshToken: "r"), "POST", "/auth/refresh") { _ = try await $0.refreshToken(refreshToken: "r") },
            Route(.logout, "DELETE", "/auth/logout") { try await $0.logout() },
            Route(.getUserProfile, "GET", "/user/profile") { _ = try await $0.getUserProfile() },
            Route(.updateUserProfile(body: profile), "PUT", "/user/profile") { _ = try await $0.updateUserProfile(body: profile) },
            Route(.uploadProfileImage(body: image), "POST", "/user/profile/image") { _ = try await $0.uploadProfileImage(body: image) },
            Route(.getUserClubs, "GET", "/clubs") { _ = try await $0.getUserClubs() },
            Route(.getClubDetails(clubId: "c1"), "GET", "/clubs/c1") { _ = try await $0.getClubDetails(clubId: "c1") },
            Route(.createClub(body: newClub), "POST", "/clubs") { _ = try await $0.createClub(body: newClub) },
            Route(.updateClub(clubId: "c1", body: club), "PUT", "/clubs/c1") { _ = try await $0.updateClub(clubId: "c1", body: club) },
            Route(.joinClub(clubId: "c1", inviteCode: nil), "POST", "/clubs/c1/join") { _ = try await $0.joinClub(clubId: "c1") },
            Route(.leaveClub(clubId: "c1"), "DELETE", "/clubs/c1/leave") { try await $0.leaveClub(clubId: "c1") },
            Route(.getClubMembers(clubId: "c1", page: 2, limit: 20), "GET", "/clubs/c1/members") {
                _ = try await $0.getClubMembers(clubId: "c1", page: 2, limit: 20)
            },
            Route(.getMemberDetails(clubId: "c1", memberId: "m2"), "GET", "/clubs/c1/members/m2") {
                _ = try await $0.getMemberDetails(clubId: "c1", memberId: "m2")
            },
            Route(.inviteMember(clubId: "c1", body: invite), "POST", "/clubs/c1/members/invite") {
                _ = try await $0.inviteMember(clubId: "c1", body: invite)
            },
            Route(.updateMemberRole(clubId: "c1", memberId: "m2", role: "captain"), "PUT", "/clubs/c1/members/m2/role") {
                _ = try await $0.updateMemberRole(clubId: "c1", memberId: "m2", role: "captain")
            },
            Route(.removeMember(clubId: "c1", memberId: "m2"), "DELETE", "/clubs/c1/members/m2") {
                try await $0.removeMember(clubId: "c1", memberId: "m2")
            },
            Route(.getMatches(clubId: "c1", status: nil, fromDate: nil, toDate: nil), "GET", "/clubs/c1/matches") {
                _ = try await $0.getMatches(clubId: "c1")
            },
            Route(.getMatchDetails(matchId: "x1"), "GET", "/matches/x1") { _ = try await $0.getMatchDetails(matchId: "x1") },
            Route(.createMatch(clubId: "c1", body: newMatch), "POST", "/clubs/c1/matches") {
                _ = try await $0.createMatch(clubId: "c1", body: newMatch)
            },
            Route(.updateMatch(matchId: "x1", body: match), "PUT", "/matches/x1") {
                _ = try await $0.updateMatch(matchId: "x1", body: match)
            },
            Route(.deleteMatch(matchId: "x1"), "DELETE", "/matches/x1") { try await $0.deleteMatch(matchId: "x1") },
            Route(.joinMatch(matchId: "x1"), "POST", "/matches/x1/join") { _ = try await $0.joinMatch(matchId: "x1") },
            Route(.leaveMatch(matchId: "x1"), "DELETE", "/matches/x1/leave") { try await $0.leaveMatch(matchId: "x1") },
            Route(.getTransactions(type: nil, status: nil, fromDate: nil, toDate: nil), "GET", "/transactions") {
                _ = try await $0.getTransactions()
            },
            Route(.getTransactionDetails(transactionId: "t1"), "GET", "/transactions/t1") {
                _ = try await $0.getTransactionDetails(transactionId: "t1")
            },
            Route(.createPayment(body: payment), "POST", "/payments") { _ = try await $0.createPayment(body: payment) },
            Route(.getWalletBalance, "GET", "/wallet/balance") { _ = try await $0.getWalletBalance() },
            Route(.addMoney(body: money), "POST", "/wallet/add-money") { _ = try await $0.addMoney(body: money) },
            Route(.getStoreProducts(clubId: "c1", category: nil), "GET", "/clubs/c1/store/products") {
                _ = try await $0.getStoreProducts(clubId: "c1")
            },
            Route(.getProductDetails(productId: "p1"), "GET", "/store/products/p1") { _ = try await $0.getProductDetails(productId: "p1") },
            Route(.createOrder(body: order), "POST", "/store/orders") { _ = try await $0.createOrder(body: order) },
            Route(.getOrders(status: nil, fromDate: nil, toDate: nil), "GET", "/store/orders") { _ = try await $0.getOrders() },
            Route(.getOrderDetails(orderId: "o1"), "GET", "/store/orders/o1") { _ = try await $0.getOrderDetails(orderId: "o1") },
            Route(.cancelOrder(orderId: "o1"), "DELETE", "/store/orders/o1/cancel") { _ = try await $0.cancelOrder(orderId: "o1") },
            Route(.getNotifications(page: 1, limit: 50), "GET", "/notifications") { _ = try await $0.getNotifications(page: 1, limit: 50) },
            Route(.markNotificationRead(notificationId: "n1"), "PATCH", "/notifications/n1/read") {
                try await $0.markNotificationRead(notificationId: "n1")
            },
            Route(.markAllNotificationsRead, "PATCH", "/notifications/read-all") { try await $0.markAllNotificationsRead() },
            Route(.updateNotificationSettings(body: settings), "PUT", "/notifications/settings") {
                _ = try await $0.updateNotificationSettings(body: settings)
            },
            Route(.getClubStats(clubId: "c1"), "GET", "/admin/clubs/c1/stats") { _ = try await $0.getClubStats(clubId: "c1") },
            Route(.getFinancialSummary(clubId: "c1"), "GET", "/admin/clubs/c1/financial-summary") {
                _ = try await $0.getFinancialSummary(clubId: "c1")
            },
            Route(.getSystemHealth, "GET", "/admin/system/health") { _ = try await $0.getSystemHealth() },
            Route(.exportData(clubId: "c1", type: .members), "GET", "/admin/clubs/c1/export") {
                _ = try await $0.exportData(clubId: "c1", type: .members)
            },
        ]
    }

    /// DG-01: all 44 cases; refreshToken and joinMatch are POST (the spec's decision).
    func testDG01RoutingTable() throws {
        let routes = routes()
        XCTAssertEqual(routes.count, 44)
        XCTAssertEqual(Set(routes.map(\.endpoint.operation)), GeneratedSource.operations(api: "Duggy"))
        for route in routes {
            let request = try request(route.endpoint)
            XCTAssertEqual(request.method.rawValue, route.method, route.endpoint.operation, line: route.line)
            XCTAssertEqual(request.path, route.path, line: route.line)
            let urlRequest = request.urlRequest(baseURL: baseURL)
            XCTAssertEqual(urlRequest.url?.path, route.path, line: route.line)
            XCTAssertEqual(urlRequest.httpMethod, route.method, line: route.line)
            if route.method == "GET" {
                XCTAssertNil(urlRequest.httpBody, "DG-09: GET parameters go in the query, never a body", line: route.line)
            }
        }
        XCTAssertEqual(try request(.getMemberDetails(clubId: hostileID, memberId: "m 2")).path, "/clubs/\(hostileSegment)/members/m%202")
    }

    /// DG-02, DG-05, DG-06, DG-07: auth, timeouts, retries and cache lifetimes per endpoint.
    func testPoliciesPerEndpoint() throws {
        let unauthenticated: Set = ["sendOTP", "verifyOTP", "refreshToken"]
        let sixtySeconds: Set = ["uploadProfileImage", "exportData"]
        let noRetry: Set = ["sendOTP", "verifyOTP", "createPayment", "addMoney"]
        let cached: Set = ["getUserProfile", "getClubDetails", "getProductDetails"]
        let retryUnsafe: Set = ["markNotificationRead", "markAllNotificationsRead"]
        for route in routes() {
            let request = try request(route.endpoint)
            let operation = route.endpoint.operation
            XCTAssertEqual(request.auth, unauthenticated.contains(operation) ? AuthScheme.none : .bearer, operation, line: route.line)
            XCTAssertEqual(request.timeout, sixtySeconds.contains(operation) ? 60 : 30, operation, line: route.line)
            XCTAssertEqual(request.retries, noRetry.contains(operation) ? 0 : 2, operation, line: route.line)
            XCTAssertEqual(request.cacheLifetime, cached.contains(operation) ? 300 : nil, operation, line: route.line)
            XCTAssertEqual(request.retryUnsafe, retryUnsafe.contains(operation), operation, line: route.line)
            XCTAssertEqual(
                request.urlRequest(baseURL: baseURL).timeoutInterval, sixtySeconds.contains(operation) ? 60 : 30, line: route.line)
        }
        // The response's tokens are secret too.
        XCTAssertEqual(try request(.verifyOTP(phoneNumber: "+1", otp: "1")).secretKeys, ["access_token", "otp", "refresh_token"])
        XCTAssertEqual(try request(.refreshToken(refreshToken: "r")).secretKeys, ["access_token", "refresh_token"])
    }

    /// DG-03: Accept and X-Platform come from the spec; X-App-Version is the app's to add.
    func testDG03StaticHeaders() throws {
        let client = DuggyClient { $0.headers.append((name: "X-App-Version", value: "1.0.0")) }
        let headers = client.http.configuration.headers
        XCTAssertTrue(headers.contains { $0.name == "Accept" && $0.value == "application/json" })
        XCTAssertTrue(headers.contains { $0.name == "X-Platform" && $0.value == "iOS" })
        XCTAssertTrue(headers.contains { $0.name == "X-App-Version" && $0.value == "1.0.0" })
        let urlRequest = try request(.getUserClubs).urlRequest(baseURL: baseURL, defaultHeaders: headers)
        XCTAssertEqual(urlRequest.value(forHTTPHeaderField: "X-Platform"), "iOS")
        XCTAssertEqual(urlRequest.value(forHTTPHeaderField: "X-App-Version"), "1.0.0")
        XCTAssertEqual(urlRequest.url?.absoluteString, "https://api.duggy.app/clubs")
    }

    /// DG-08: JSON bodies, snake_case as the spec decides; nil optionals left out.
    func testDG08JSONBodies() throws {
        assertJSON(try jsonBody(.sendOTP(phoneNumber: "+1")), equals: #"{"phone_number":"+1"}"#)
        assertJSON(try jsonBody(.verifyOTP(phoneNumber: "+1", otp: "123456")), equals: #"{"phone_number":"+1","otp":"123456"}"#)
        assertJSON(try jsonBody(.updateMemberRole(clubId: "c", memberId: "m", role: "captain")), equals: #"{"role":"captain"}"#)
        // joinClub without a code sends `{}` (the document sends no body; see the spec).
        assertJSON(try jsonBody(.joinClub(clubId: "c", inviteCode: nil)), equals: "{}")
        assertJSON(try jsonBody(.joinClub(clubId: "c", inviteCode: "X")), equals: #"{"invite_code":"X"}"#)
        let profile = try jsonBody(
            .updateUserProfile(
                body: UpdateProfileRequest(firstName: "A", lastName: "R", dateOfBirth: utc(1990, 4, 1, 12, 0, 0, nanosecond: 0))))
        assertJSON(profile, equals: #"{"firstName":"A","lastName":"R","dateOfBirth":"1990-04-01T12:00:00Z"}"#)
        let club = try jsonBody(
            .createClub(
                body: CreateClubRequest(
                    name: "New", isPublic: false, location: CreateLocationRequest(address: "a", city: "b", state: "c", country: "d"))))
        assertJSON(club, equals: #"{"name":"New","isPublic":false,"location":{"address":"a","city":"b","state":"c","country":"d"}}"#)
        let urlRequest = try DuggyEndpoint.sendOTP(phoneNumber: "+1").urlRequest(baseURL: baseURL, encoder: DuggyCoding.makeEncoder())
        XCTAssertEqual(urlRequest.value(forHTTPHeaderField: "Content-Type"), "application/json", "DG-04")
    }

    /// DG-09: GET parameters in the query; nil left out; enum raw values; ISO 8601 dates.
    func testDG09QueryParameters() throws {
        XCTAssertEqual(pairs(try request(.getClubMembers(clubId: "c", page: 2, limit: 20)).query), ["page=2", "limit=20"])
        XCTAssertTrue(try request(.getStoreProducts(clubId: "c", category: nil)).query.isEmpty)
        XCTAssertEqual(pairs(try request(.getStoreProducts(clubId: "c", category: "kit & caboodle")).query), ["category=kit & caboodle"])
        for type in [ExportType.members, .matches, .transactions, .orders] {
            XCTAssertEqual(pairs(try request(.exportData(clubId: "c", type: type)).query), ["type=\(type.rawValue)"])
        }
        let matches = try request(.getMatches(clubId: "c", status: "scheduled", fromDate: utc(2025, 3, 1), toDate: nil))
        XCTAssertEqual(pairs(matches.query), ["status=scheduled", "from_date=2025-03-01T00:00:00Z"])
        XCTAssertEqual(
            matches.url(baseURL: baseURL).absoluteString,
            "https://api.duggy.app/clubs/c/matches?status=scheduled&from_date=2025-03-01T00%3A00%3A00Z")
        XCTAssertTrue(try request(.getTransactions(type: nil, status: nil, fromDate: nil, toDate: nil)).query.isEmpty)
        XCTAssertEqual(
            pairs(try request(.getOrders(status: "paid", fromDate: nil, toDate: utc(2025, 3, 31, 23, 59, 59))).query),
            ["status=paid", "to_date=2025-03-31T23:59:59Z"])
    }

    /// DG-16: the raw upload sends exactly the bytes as application/octet-stream.
    func testDG16RawUpload() throws {
        let bytes = Data((0..<256).map { UInt8($0) })
        let urlRequest = try DuggyEndpoint.uploadProfileImage(body: bytes).urlRequest(baseURL: baseURL, encoder: DuggyCoding.makeEncoder())
        XCTAssertEqual(urlRequest.httpBody, bytes)
        XCTAssertEqual(urlRequest.value(forHTTPHeaderField: "Content-Type"), "application/octet-stream")
        XCTAssertEqual(urlRequest.httpMethod, "POST")
        XCTAssertEqual(urlRequest.timeoutInterval, 60)
    }

    // MARK: Mock client (DG-19)

    func testMockRecordsEveryEndpointAndThrowsWhenNotStubbed() async throws {
        let routes = routes()
        let mock = MockDuggyClient()
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

    func testMockCannedValuesErrorsAndPages() async throws {
        let mock = MockDuggyClient()
        mock.handlers.getUserProfile = { UserDTO.example }
        mock.handlers.sendOTP = { _ in throw URLError(.notConnectedToInternet) }
        mock.handlers.exportData = { clubId, type in URL(fileURLWithPath: "/tmp/\(clubId)-\(type.rawValue).csv") }
        // Members m1-1, m1-2, m2-1…: a page that repeated the one before would end the sequence.
        @Sendable func member(_ id: String) throws -> MemberDTO {
            try DuggyCoding.makeDecoder().decode(
                MemberDTO.self, from: Data(Self.memberJSON.replacingOccurrences(of: #""m1""#, with: #""\#(id)""#).utf8))
        }
        mock.handlers.getClubMembers = { _, page, limit in
            let items = try (1...(page < 3 ? limit : 1)).map { try member("m\(page)-\($0)") }
            return Page(items: items, page: page, limit: limit, total: 2 * limit + 1, hasMore: page < 3)
        }

        let profile = try await mock.getUserProfile()
        XCTAssertEqual(profile, UserDTO.example)
        do {
            _ = try await mock.sendOTP(phoneNumber: "+1")
            XCTFail("expected the canned error")
        } catch let error as URLError {
            XCTAssertEqual(error.code, .notConnectedToInternet)
        }
        let export = try await mock.exportData(clubId: "c1", type: .matches)
        XCTAssertEqual(export.lastPathComponent, "c1-matches.csv")
        var members = 0
        for try await _ in mock.getClubMembersItems(clubId: "c1", limit: 2) { members += 1 }
        XCTAssertEqual(members, 5)
        XCTAssertEqual(
            mock.calls,
            [
                .getUserProfile, .sendOTP(phoneNumber: "+1"), .exportData(clubId: "c1", type: .matches),
                .getClubMembers(clubId: "c1", page: 1, limit: 2), .getClubMembers(clubId: "c1", page: 2, limit: 2),
                .getClubMembers(clubId: "c1", page: 3, limit: 2),
            ])
    }

    func testMockIsSafeUnderConcurrency() async {
        let mock = MockDuggyClient()
        mock.handlers.markNotificationRead = { _ in }
        mock.handlers.getMatchDetails = { id in
            try DuggyCoding.makeDecoder().decode(
                MatchDTO.self, from: Data(Self.matchJSON.replacingOccurrences(of: "\"x1\"", with: "\"\(id)\"").utf8))
        }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask {
                    if index.isMultiple(of: 2) {
                        try? await mock.markNotificationRead(notificationId: "n\(index)")
                    } else {
                        _ = try? await mock.getMatchDetails(matchId: "x\(index)")
                    }
                }
                // Handlers may change while calls are in flight.
                if index == 25 { mock.handlers.markNotificationRead = nil }
            }
        }
        let calls = mock.calls
        XCTAssertEqual(calls.count, 50)
        let expected = (0..<50).map { index in
            index.isMultiple(of: 2)
                ? DuggyEndpoint.markNotificationRead(notificationId: "n\(index)") : .getMatchDetails(matchId: "x\(index)")
        }
        XCTAssertEqual(Set(calls), Set(expected))
    }
}

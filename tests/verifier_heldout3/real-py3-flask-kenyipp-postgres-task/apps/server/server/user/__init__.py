from server.user.route import register_route

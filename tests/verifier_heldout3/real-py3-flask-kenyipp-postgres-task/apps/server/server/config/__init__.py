from server.config.route import register_route

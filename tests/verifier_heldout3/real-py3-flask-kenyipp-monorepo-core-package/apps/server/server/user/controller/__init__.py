from server.user.controller import registration

from rest_framework.authentication import BaseAuthentication

from app.services import profiles


class TokenAuthentication(BaseAuthentication):
    keyword = "Token"

    def authenticate(self, request):
        header = request.headers.get("Authorization", "")
        if not header.startswith(self.keyword + " "):
            return None
        return profiles.from_token(header[len(self.keyword) + 1:]), None

    def authenticate_header(self, request):
        return self.keyword

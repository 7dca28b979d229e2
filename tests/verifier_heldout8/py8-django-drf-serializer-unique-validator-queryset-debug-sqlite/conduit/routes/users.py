from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from conduit.routes.serializers import LoginSerializer, RegistrationSerializer
from conduit.services import auth_service


def _out(user):
    return {"user": {"email": user.email, "token": auth_service.token_for(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


def _invalid(serializer):
    return Response({"errors": serializer.errors}, status=422)


class RegisterView(APIView):
    def post(self, request):
        serializer = RegistrationSerializer(data=request.data.get("user") or {})
        if not serializer.is_valid():
            return _invalid(serializer)
        user = auth_service.register(**serializer.validated_data)
        return Response(_out(user), status=status.HTTP_201_CREATED)


class LoginView(APIView):
    def post(self, request):
        serializer = LoginSerializer(data=request.data.get("user") or {})
        if not serializer.is_valid():
            return _invalid(serializer)
        return Response(_out(auth_service.login(**serializer.validated_data)))

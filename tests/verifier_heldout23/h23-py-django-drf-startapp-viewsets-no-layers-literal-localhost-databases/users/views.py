from django.shortcuts import get_object_or_404
from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import User
from .serializers import LoginSerializer, ProfileSerializer, UserSerializer


class RegisterView(APIView):
    permission_classes = [permissions.AllowAny]

    def post(self, request):
        serializer = UserSerializer(data=request.data.get("user", {}))
        serializer.is_valid(raise_exception=True)
        user = serializer.save()
        return Response({"user": UserSerializer(user).data}, status=status.HTTP_201_CREATED)


class LoginView(APIView):
    permission_classes = [permissions.AllowAny]

    def post(self, request):
        serializer = LoginSerializer(data=request.data.get("user", {}))
        serializer.is_valid(raise_exception=True)
        return Response({"user": UserSerializer(serializer.validated_data["user"]).data})


class CurrentUserView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def get(self, request):
        return Response({"user": UserSerializer(request.user).data})


class ProfileView(APIView):
    def get(self, request, username):
        user = get_object_or_404(User, username=username)
        return Response({"profile": ProfileSerializer(user, context={"request": request}).data})


class FollowView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def post(self, request, username):
        user = get_object_or_404(User, username=username)
        request.user.following.add(user)
        return Response({"profile": ProfileSerializer(user, context={"request": request}).data})

    def delete(self, request, username):
        user = get_object_or_404(User, username=username)
        request.user.following.remove(user)
        return Response({"profile": ProfileSerializer(user, context={"request": request}).data})

from django.shortcuts import get_object_or_404
from rest_framework.response import Response
from rest_framework.views import APIView

from profiles.models import Member
from profiles.serializers import ProfileSerializer


def viewer_from(request):
    username = request.headers.get("X-Debug-User")  # replaced by JWT auth in auth.py (todo)
    return Member.objects.filter(username=username).first() if username else None


class HealthView(APIView):
    def get(self, request):
        return Response({"status": "ok"})


class ProfileView(APIView):
    def get(self, request, username):
        member = get_object_or_404(Member, username=username)
        return Response({"profile": ProfileSerializer(member, context={"viewer": viewer_from(request)}).data})


class FollowView(APIView):
    def post(self, request, username):
        viewer = viewer_from(request)
        if viewer is None:
            return Response({"errors": {"body": ["unauthorized"]}}, status=401)
        member = get_object_or_404(Member, username=username)
        viewer.following.add(member)
        return Response({"profile": ProfileSerializer(member, context={"viewer": viewer}).data})

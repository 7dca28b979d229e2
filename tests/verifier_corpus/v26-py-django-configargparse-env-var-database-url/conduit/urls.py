from django.contrib.auth.models import User
from django.http import JsonResponse
from django.urls import path


def users(request):
    return JsonResponse({"users": list(User.objects.order_by("username").values_list("username", flat=True))})


urlpatterns = [
    path("api/health-check", lambda r: JsonResponse({"status": "ok"})),
    path("api/users", users),
]

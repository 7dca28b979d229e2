from django.http import JsonResponse
from django.urls import path

from conduit.views import comments

urlpatterns = [
    path("api/health-check", lambda r: JsonResponse({"status": "ok"})),
    path("api/articles/<slug:slug>/comments", comments.comments),
    path("api/articles/<slug:slug>/comments/<int:pk>", comments.delete_comment),
]

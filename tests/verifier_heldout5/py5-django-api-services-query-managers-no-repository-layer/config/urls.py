from django.urls import path

from conduit.api import views

urlpatterns = [
    path("api/health-check", views.HealthCheck.as_view()),
    path("api/tags", views.TagList.as_view()),
    path("api/articles/<slug:slug>/comments", views.CommentList.as_view()),
]

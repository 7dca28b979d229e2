from django.urls import path

from ..models import Tag
from . import views

urlpatterns = [
    path("health-check", views.HealthCheck.as_view()),
    path("users", views.Register.as_view()),
    path("users/login", views.Login.as_view()),
    path("articles", views.Articles.as_view()),
    path("articles/<slug:slug>", views.ArticleDetail.as_view()),
    path("tags", views.TagList.as_view(queryset=Tag.objects.order_by("name"))),
]

from django.urls import path

from articles.routes import views

urlpatterns = [
    path("health-check", views.HealthCheckView.as_view()),
    path("articles", views.ArticleListView.as_view()),
    path("articles/<slug:slug>", views.ArticleDetailView.as_view()),
    path("tags", views.TagListView.as_view()),
]

#pragma once

// A reference to something callable, without owning or copying it: a function's parameter that
// is called (or not) before the function returns. Unlike std::function it never allocates, so a
// hot path can hand lambdas that are called only on a rare branch (FlowBuilder::resource()).

#include <memory>
#include <type_traits>
#include <utility>

namespace tapeflow::util {

template <typename Signature>
class FunctionRef;

template <typename R, typename... Args>
class FunctionRef<R(Args...)> {
public:
  template <typename F>
  requires(!std::is_same_v<std::remove_cvref_t<F>, FunctionRef> &&
           std::is_invocable_r_v<R, F&, Args...>) FunctionRef(F&& f)
  noexcept // NOLINT: converts from any callable, as std::function does
      : m_object(const_cast<void*>(static_cast<const void*>(std::addressof(f)))),
        m_call([](void* object, Args... args) -> R {
          return (*static_cast<std::remove_reference_t<F>*>(object))(std::forward<Args>(args)...);
        }) {}

  R operator()(Args... args) const { return m_call(m_object, std::forward<Args>(args)...); }

private:
  void* m_object;
  R (*m_call)(void*, Args...);
};

} // namespace tapeflow::util
